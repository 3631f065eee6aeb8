# What `cargo judge`, `cargo stress`, `cargo data` and `cargo problem-package`
# say: verdicts, a failure's report, its shrinking, the fuzzer's findings.

# Verdicts (`Verdict`'s text; the judge's short codes AC, WA … stay as they are).
verdict-accepted = accepted
verdict-wrong-answer = wrong answer
verdict-runtime-error = runtime error ({ $why })
verdict-time-limit = time limit exceeded
verdict-memory-limit = memory limit exceeded
verdict-output-limit = output limit exceeded
# A report's pieces (`verdict::preview` and its kin).
preview-more-lines = … ({ $lines } more lines, { $bytes } bytes in all)
preview-tests-before = … (lines { $from } to { $to }: the tests before it)
preview-test-span = (test { $test } of { $tests }, lines { $from } to { $to }:)
preview-more-of-test = … ({ $lines } more lines of this test)
preview-more-after = … ({ $lines } more lines after it, { $bytes } bytes in all)
preview-empty = (empty)
difference-none = no difference
difference-end = end of output
difference-line = line { $line }: expected { $expected }, got { $got }
over-time-stopped = stopped after { $ms } ms (the { $limit } ms limit plus a margin) before it had finished
over-time-ran = ran { $ms } ms, { $over } ms over the { $limit } ms limit
peak-memory = peak memory { $mib } MiB
output-stopped = more than { $mib } MiB of output after { $ms } ms: stopped there
output-stopped-kept = more than { $mib } MiB of output after { $ms } ms: stopped there (failure.got keeps the first { $kib } KiB)
# Shrinking (`ShrinkEnd::describe`).
shrink-minimal = no smaller variant fails alike
shrink-runs = stopped: budget of { $runs } runs spent
shrink-time = stopped: budget of { $secs } s spent
# The fuzzer's findings (`check::unclean`, `check::fuzz`).
fuzz-hang = no answer within { $ms } ms (hang?)
fuzz-memory = killed for memory
fuzz-output = stopped after { $mib } MiB of output
fuzz-stderr-on-success = exit 0 but wrote to stderr: { $stderr }
fuzz-exit-one-lines = exit 1 needs exactly one `error: ` line on stderr, got { $stderr }
fuzz-exit-one-stdout = exit 1 after writing to stdout
fuzz-exit-code = exit code { $code } (only 0 and 1 are allowed): { $stderr }
fuzz-peak = peak memory { $kib } KiB
fuzz-rejected-legal = rejected a legal input
fuzz-wrong-legal = a legal input answered wrongly ({ $verdict }): line { $line }: expected { $expected }, got { $got }
fuzz-legal-verdict = a legal input: { $verdict }
fuzz-no-inputs = { $problem }: no judge-data inputs to mutate
generator-illegal = the { $problem } generator made an illegal input (case seed { $seed }): { $reason }
# Why the expected answer is right, after a failure (`drivers::explain_failure`).
failure-no-answer = --- no answer to set beside the expected one ({ $what }); why it is right: { $command }
failure-no-output = { $verdict }, no output
failure-runtime-error = runtime error
failure-page = the same as a page: { $page }
failure-page-not-written = the page was not written: { $message }
failure-why = --- why the expected answer is right ({ $command })
failure-not-explained = --- not explained ({ $command }): { $why }
failure-bug = --- { $command } disagrees with the expected answer (a bug):
failure-more-lines = … { $lines } more lines: the command above prints them all, the page below shows them
# A failing test of several, given alone (`check::alone`).
alone-passes = --- test { $test } alone (the input { $path }): your program answers it correctly, so what it got wrong came from the tests before it: look for state kept from one test to the next (a counter, an array or a map not cleared, a flag left set)
# The tools' runs of their programs (`runner`).
interrupted = interrupted: the programs under test were stopped
build-cannot-run-cargo = cannot run cargo: { $reason }
build-failed = cargo build --release failed

# cargo judge.
judge-usage = usage: cargo judge [PROBLEM…] | cargo judge PROBLEM -- COMMAND [ARG…]  (see --help)
judge-nothing-after = nothing after `--`: give the program to judge, e.g. `cargo judge master-duel -- ./a.out`
judge-one-problem = with `-- COMMAND`, name exactly one PROBLEM, e.g. `cargo judge master-duel -- ./a.out`
judge-not-in-testkit = { $problem }: not in the testkit
judge-head-problem = problem
judge-head-cases = cases
judge-head-passed = passed
judge-head-slowest = slowest
judge-head-limit = limit
judge-head-peak = peak
judge-head-source = source
judge-workspace-time = the workspace's solution, run just now on this machine: { $ms } ms on this case ({ $verdict })
judge-fail = FAIL { $problem }/{ $case }: { $verdict }
judge-fail-time = FAIL { $problem }/{ $case }: { $verdict }: { $how }
judge-input = {"  "}input ({ $bytes } bytes):
judge-stderr = {"  "}stderr:
judge-shrunk = {"  "}input: { $path } ({ $size }), shrunk as cargo stress shrinks to { $small } that fail alike ({ $secs } s, { $steps } steps, { $runs } runs; { $end }), in { $file }:
judge-skip = SKIP { $problem }: { $more } more cases not run after { $stops } time limits (--keep-going runs them)
judge-some-failed = judge: some cases failed
judge-all-passed = judge: all cases passed
judge-help-page =
    Judge the workspace's solutions, or any program, on the verified judge-data

    Usage: cargo judge [PROBLEM…]
           cargo judge PROBLEM [--time-limit MS] -- COMMAND [ARG…]

    Arguments:
    {"  ["}PROBLEM]...  Problems to judge (all when none is given)
    {"  ["}COMMAND]...  The program to judge instead of the workspace's solution, with its arguments

    Options:
          --time-limit <MS>  Time limit in milliseconds instead of the problem's own
          --keep-going       Run every case even after time limits (by default a problem's remaining cases are skipped after its second one)
          --lang <LANG>      The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help             Print help

    Examples:
      cargo judge
      cargo judge master-duel -- ./a.out
      cargo judge frogs -- python3 frogs.py

# cargo stress.
stress-usage = usage: cargo stress PROBLEM [--cases N] [--seed S] [--size small|edge|max] [--time-limit MS] [--save NAME] -- COMMAND [ARG…]  (see --help)
stress-found = stress { $problem }: case { $index } of { $cases } (case seed { $seed }) fails: { $verdict }
stress-shrinking = shrinking its { $size } input (at most { $runs } runs or { $secs } s)…
stress-shrunk = shrunk from { $from } to { $to } in { $secs } s ({ $steps } steps, { $runs } runs; { $end }); it still fails: { $verdict }
stress-input = --- input ({ $path })
stress-expected = --- expected ({ $path })
stress-got = --- got ({ $path })
stress-stderr = --- stderr
stress-all-agree = stress { $problem }: all { $cases } cases (--size { $size }, seed { $seed }{ $count }) agree with { $judge }; { $program } in { $secs } s
stress-by-oracle = the oracle
stress-by-solution = the workspace's solution (no oracle reaches inputs this large)
stress-default-count = , the default count at this size; --cases N for more
stress-save-fuzz = --save keeps a stress failure; it does not go with --fuzz
stress-save-name = --save { $name }: a case name uses letters, digits, '.', '_' and '-', and big-* is for recipes
stress-save-exists = --save: { $path } exists already
stress-no-command = missing `-- COMMAND`: the program to check, e.g. `cargo stress { $problem } -- ./a.out`
stress-save-illegal = --save: not saved, the case is not a legal input: { $reason }
stress-saved = saved as { $path }: accept its snapshot with `cargo insta review` (or `INSTA_UPDATE=always cargo test -p testkit --test suite judge_data::`) and commit both
fuzz-clean = fuzz { $problem }: { $cases } mutated inputs (seed { $seed }) handled cleanly by { $program } in { $secs } s; { $legal } of them legal, { $compared } answered exactly as the checker does
fuzz-failed = fuzz { $problem }: input { $index } (case seed { $seed }, mutated from { $base }): { $why }
stress-help-page =
    Stress any program against the exact oracles and shrink the first failing input

    Usage: cargo stress PROBLEM [OPTIONS] -- COMMAND [ARG…]
           cargo stress PROBLEM --fuzz [--cases N] [-- COMMAND [ARG…]]

    Arguments:
      <PROBLEM>     The problem (a crate under crates/)
    {"  ["}COMMAND]...  The program to check, with its arguments

    Options:
          --cases <CASES>    Number of cases [default: 1000; 20 with --size max]
          --seed <SEED>      Seed of the run: the same seed gives the same cases [default: 1]
          --size <SIZE>      Size of the generated cases: small (within the exhaustive oracle's reach), edge (corner cases) or max (the largest legal input) [default: small]
          --time-limit <MS>  Time limit in milliseconds instead of the problem's own
          --save <NAME>      Also add the minimal failing case to judge-data/PROBLEM/NAME.in and .out
          --fuzz             Mutate judge-data inputs and check that bad input is rejected cleanly
          --lang <LANG>      The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help             Print help

    Examples:
      cargo stress master-duel -- ./a.out
      cargo stress frogs --cases 5000 --seed 7 -- python3 frogs.py
      cargo stress ring-grid-game --fuzz --cases 100000

# cargo data.
data-illegal = not a legal { $problem } input: { $reason }
data-legal = legal { $problem } input
data-help-page =
    Generate inputs and answer them with the testkit's oracles

    Usage: cargo data [OPTIONS] <COMMAND>

    Commands:
      gen       Print a generated input
      answer    Print the oracle's (or slow reference's) answer to the legal input on stdin
      validate  Check the input on stdin with the problem's strict validator (exit 0 if legal, 1 if not)
      help      Print this message or the help of the given subcommand(s)

    Options:
          --lang <LANG>  The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help         Print help

    Examples:
      cargo data gen master-duel small 7
      cargo data validate frogs < judge-data/frogs/sample-1.in
data-gen-help-page =
    Print a generated input

    Usage: cargo data gen [OPTIONS] <PROBLEM> <SIZE> <SEED>

    Arguments:
      <PROBLEM>  The problem (a crate under crates/)
      <SIZE>     The size: small (within the exhaustive oracle's reach), edge (corner cases) or max (the largest legal input)
      <SEED>     The seed: the same seed gives the same input

    Options:
          --lang <LANG>  The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help         Print help
data-answer-help-page =
    Print the oracle's (or slow reference's) answer to the legal input on stdin

    Usage: cargo data answer [OPTIONS] <PROBLEM>

    Arguments:
      <PROBLEM>  The problem (a crate under crates/)

    Options:
          --lang <LANG>  The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help         Print help
data-validate-help-page =
    Check the input on stdin with the problem's strict validator (exit 0 if legal, 1 if not)

    Usage: cargo data validate [OPTIONS] <PROBLEM>

    Arguments:
      <PROBLEM>  The problem (a crate under crates/)

    Options:
          --lang <LANG>  The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help         Print help

# cargo problem-package.
package-written = { $folder } ({ $files } files: { $secret } secret cases, { $submissions } submissions) and { $zip }
package-tex = tex set-up
package-tex-folder = { $folder } (TEXINPUTS for problem2pdf)
package-missing = --statements renders with problemtools, which needs what is missing here: { $missing }
package-help-page =
    Write problem packages (Kattis / ICPC format, 2023-07-draft) that Kattis and DOMjudge import

    Usage: cargo problem-package [PROBLEM…] [--out DIR] [--statements [--pdf-language zh]]

    Arguments:
    {"  ["}PROBLEMS]...  The problems to package (default: all)

    Options:
          --out <DIR>            Where to write them (default: target/problem-packages)
          --statements           Also put the statements rendered by problemtools in each package: problem.pdf at its root (where DOMjudge reads a statement) and statement/problem.LANG.pdf in both languages; needs problemtools and the TeX set-up of docs/hosting.md, and says what is missing
          --pdf-language <LANG>  The language of the root problem.pdf [default: en] [possible values: en, zh]
          --lang <LANG>          The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help                 Print help

    Examples:
      cargo problem-package
      cargo problem-package master-duel --out /tmp/packages
      cargo problem-package --statements --pdf-language zh
