//! The library's own unit tests, a module per source file (the library is
//! built once, for the tools, and not again as a test binary of its own).

mod drivers {
    use testkit::drivers::*;

    #[test]
    fn a_long_explanation_is_cut_and_says_how_much_is_left() {
        let text: String = (1..=150).map(|line| format!("line {}\n", line)).collect();
        let cut = short(&text);
        assert_eq!(cut.lines().count(), REPORTED_LINES + 1);
        assert!(cut.starts_with("line 1\n") && cut.contains("line 100\n") && !cut.contains("line 101\n"));
        assert!(cut.ends_with("… 50 more lines: the command above prints them all, the page below shows them\n"));
        let whole: String = (1..=REPORTED_LINES).map(|line| format!("line {}\n", line)).collect();
        assert_eq!(short(&whole), whole);
    }
}

mod ground {
    use testkit::ground::*;

    #[test]
    fn cuts_take_halves_first_then_smaller_spans_down_to_each_item() {
        let spans: Vec<_> = cuts(8).collect();
        assert_eq!(spans[..2], [0..4, 4..8]);
        assert_eq!(spans[2..6], [0..2, 2..4, 4..6, 6..8]);
        assert_eq!(spans[6..], (0..8).map(|item| item..item + 1).collect::<Vec<_>>()[..]);
        // An odd count: the last span of a size is what is left.
        assert_eq!(cuts(5).collect::<Vec<_>>(), [0..2, 2..4, 4..5, 0..1, 1..2, 2..3, 3..4, 4..5]);
        // One item is never cut away.
        assert_eq!(cuts(1).count(), 0);
        assert_eq!(cuts(0).count(), 0);
        for len in 2..40 {
            assert!(cuts(len).all(|span| !span.is_empty() && span.len() < len && span.end <= len), "{}", len);
            // Every single item is among the cuts.
            let singles: std::collections::BTreeSet<usize> =
                cuts(len).filter(|span| span.len() == 1).map(|span| span.start).collect();
            assert_eq!(singles.len(), len, "{}", len);
        }
        assert_eq!(without(&[1, 2, 3, 4, 5], 1..3), [1, 4, 5]);
    }

    /// The least natural number not among the values, as defined, for sets
    /// below, across and above the mask's 128 (duplicates, any order).
    #[test]
    fn mex_is_the_least_missing_number() {
        let plain = |values: &[usize]| (0..).find(|number| !values.contains(number)).unwrap();
        let mut rng = testkit::rng::Rng::new(7);
        for round in 0..3_000 {
            let top = [3, 20, 127, 128, 129, 300][round % 6];
            let count = rng.usize(0, 2 * top);
            let mut values: Vec<usize> = (0..count).map(|_| rng.usize(0, top)).collect();
            if round % 3 == 0 {
                values.extend(0..rng.usize(0, top));
            }
            assert_eq!(mex(values.iter().copied()), plain(&values), "{:?}", values);
        }
        assert_eq!(mex([]), 0);
        assert_eq!(mex(0..128), 128);
        assert_eq!(mex((0..200).filter(|&value| value != 150)), 150);
        assert_eq!(mex(0..200), 200);
    }

    #[test]
    fn variants_are_written_only_when_asked_for() {
        let written = std::rc::Rc::new(std::cell::Cell::new(0));
        let counter = written.clone();
        let mut made = variants(counter, 0..1_000_000u64, |counter, edit| {
            counter.set(counter.get() + 1);
            (edit % 2 == 0).then(|| edit.to_string())
        });
        assert_eq!(made.next().as_deref(), Some("0"));
        assert_eq!(made.next().as_deref(), Some("2"));
        assert_eq!(written.get(), 3);
    }
}

mod remoteness {
    use testkit::remoteness::*;

    #[test]
    fn a_position_is_one_more_than_its_fastest_win_or_its_slowest_loss() {
        assert_eq!(from_moves(&[]), Some(0));
        // Two moves to lost positions (2 and 4 long) and one to a won one: the fastest win.
        assert_eq!(from_moves(&[(true, Some(4)), (false, Some(1)), (true, Some(2))]), Some(3));
        // Every move to a won position: the slowest loss.
        assert_eq!(from_moves(&[(false, Some(1)), (false, Some(5))]), Some(6));
        // A move that does not count (a won position's move to a won one) may be unknown.
        assert_eq!(from_moves(&[(true, Some(0)), (false, None)]), Some(1));
        assert_eq!(from_moves(&[(true, Some(0)), (true, None)]), None);
        assert_eq!(from_moves(&[(false, Some(1)), (false, None)]), None);
    }
}

mod rng {
    use testkit::rng::*;

    #[test]
    fn same_seed_same_stream_and_ranges_hold() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..1000 {
            let x = a.range(3, 9);
            assert_eq!(x, b.range(3, 9));
            assert!((3..=9).contains(&x));
        }
        assert_ne!(case_seed("x", 1), case_seed("x", 2));
        assert_ne!(case_seed("x", 1), case_seed("y", 1));
    }
}

mod runner {
    use std::time::{Duration, Instant};
    use testkit::runner::*;

    fn shell(script: &str) -> Program {
        Program { program: "sh".into(), args: vec!["-c".into(), script.into()] }
    }

    fn bounds(millis: u64) -> Bounds {
        Bounds { kill_after: Duration::from_millis(millis), kill_above_kib: None, output_limit: 1 << 20 }
    }

    #[test]
    fn output_input_and_exit_code_come_back() {
        let run = run(&shell("cat; echo oops >&2; exit 3"), b"hello\n", bounds(5000)).unwrap();
        assert_eq!(run.stdout, b"hello\n");
        assert_eq!(run.stderr, b"oops\n");
        assert_eq!(run.exit, Exit::Code(3));
        assert_eq!(run.killed, None);
        assert!(!run.success());
    }

    #[test]
    fn a_program_that_never_ends_is_killed_at_the_bound_with_its_children() {
        let started = Instant::now();
        // The shell's child `sleep` holds stdout open: it must die too.
        let run = run(&shell("sleep 1000; echo never"), b"", bounds(200)).unwrap();
        assert_eq!(run.killed, Some(Kill::Time));
        assert_eq!(run.exit, Exit::Signal(libc::SIGKILL));
        assert!(started.elapsed() < Duration::from_secs(3), "took {:?}", started.elapsed());
        assert!(run.stdout.is_empty());
    }

    #[test]
    fn a_flood_of_output_is_cut_without_blocking() {
        let run = run(&shell("head -c 5000000 /dev/zero"), b"", bounds(10_000)).unwrap();
        assert!(run.stdout_truncated);
        assert_eq!(run.stdout.len(), 1 << 20);
    }

    #[test]
    fn output_without_end_is_stopped_at_the_limit_not_the_time() {
        let started = Instant::now();
        let run = run(&Program { program: "yes".into(), args: vec!["YES".into()] }, b"", bounds(10_000)).unwrap();
        assert_eq!(run.killed, Some(Kill::Output));
        assert!(run.stdout_truncated);
        assert_eq!(run.stdout.len(), 1 << 20);
        assert!(started.elapsed() < Duration::from_secs(5), "took {:?}", started.elapsed());
    }

    #[test]
    fn a_crash_is_a_signal_and_a_missing_program_cannot_start() {
        let run = run(&shell("kill -SEGV $$"), b"", bounds(5000)).unwrap();
        assert_eq!(run.exit, Exit::Signal(libc::SIGSEGV));
        match testkit::runner::run(&Program::new("/no/such/program"), b"", bounds(1000)) {
            Err(RunError::CannotStart(message)) => assert!(message.contains("/no/such/program"), "{}", message),
            other => panic!("{:?}", other),
        }
    }

    #[test]
    fn memory_past_the_bound_is_killed_and_peak_memory_is_measured() {
        // python3 holds a 600 MiB buffer; the bound is 100 MiB.
        let program = Program {
            program: "python3".into(),
            args: vec!["-c".into(), "import time\nx = b'x' * (600 << 20)\ntime.sleep(5)".into()],
        };
        let bounds =
            Bounds { kill_after: Duration::from_secs(20), kill_above_kib: Some(100 << 10), output_limit: 1024 };
        let run = run(&program, b"", bounds).unwrap();
        assert_eq!(run.killed, Some(Kill::Memory));
        let quiet = testkit::runner::run(&shell("exit 0"), b"", self::bounds(5000)).unwrap();
        assert!(quiet.peak_rss_kib < 100 << 10, "{}", quiet.peak_rss_kib);
    }

    #[test]
    fn a_small_program_is_not_charged_with_this_process_memory() {
        // This process touches 300 MiB; a shell that sleeps a little stays small.
        let ballast: Vec<u8> = vec![1; 300 << 20];
        let run = testkit::runner::run(&shell("sleep 0.05"), b"", self::bounds(5000)).unwrap();
        assert!(run.peak_rss_kib < 50 << 10, "{} KiB", run.peak_rss_kib);
        // A program bigger than this process is measured as such.
        let script = "import time\nx = b'x' * (400 << 20)\ntime.sleep(0.1)";
        let python = Program { program: "python3".into(), args: vec!["-c".into(), script.into()] };
        let big = testkit::runner::run(&python, b"", self::bounds(20000)).unwrap();
        assert!(big.peak_rss_kib >= 400 << 10 && big.peak_rss_kib < 600 << 10, "{} KiB", big.peak_rss_kib);
        // And one smaller than this process, but living long enough to be read.
        let script = "import time\nx = b'x' * (100 << 20)\ntime.sleep(0.1)";
        let python = Program { program: "python3".into(), args: vec!["-c".into(), script.into()] };
        let mid = testkit::runner::run(&python, b"", self::bounds(20000)).unwrap();
        assert!(mid.peak_rss_kib >= 100 << 10 && mid.peak_rss_kib < 200 << 10, "{} KiB", mid.peak_rss_kib);
        assert_eq!(ballast.iter().map(|&byte| u64::from(byte)).sum::<u64>(), 300 << 20);
    }

    #[test]
    fn a_program_that_never_reads_its_input_is_fine() {
        let input = vec![b'x'; 8 << 20];
        let run = run(&shell("echo done"), &input, bounds(5000)).unwrap();
        assert_eq!(run.stdout, b"done\n");
    }
}

mod strength {
    use std::path::PathBuf;
    use testkit::cases::Case;
    use testkit::strength::*;

    #[test]
    fn offsets_count_characters_from_one() {
        let source = "ab\nçd·x\n";
        let starts = vec![0, 3, source.len()];
        assert_eq!(offset(&starts, source, &Position { line: 1, column: 1 }), Ok(0));
        assert_eq!(offset(&starts, source, &Position { line: 2, column: 3 }), Ok(3 + "çd".len()));
        assert_eq!(offset(&starts, source, &Position { line: 2, column: 4 }), Ok(3 + "çd·".len()));
        assert!(offset(&starts, source, &Position { line: 9, column: 1 }).is_err());
        assert!(offset(&starts, source, &Position { line: 1, column: 0 }).is_err());
    }

    #[test]
    fn descriptions_drop_the_place() {
        assert_eq!(description("src/main.rs:36:24: replace < with > in f"), "replace < with > in f");
    }

    #[test]
    fn a_sample_is_fixed_by_its_seed_and_kept_in_order() {
        let mutants: Vec<Mutant> = (0..50)
            .map(|index| Mutant {
                name: index.to_string(),
                key: index.to_string(),
                line: index,
                source: String::new(),
                hash: index as u64,
            })
            .collect();
        let first: Vec<usize> = sample(mutants.clone(), 7, 3).iter().map(|mutant| mutant.line).collect();
        let again: Vec<usize> = sample(mutants.clone(), 7, 3).iter().map(|mutant| mutant.line).collect();
        let other: Vec<usize> = sample(mutants.clone(), 7, 4).iter().map(|mutant| mutant.line).collect();
        assert_eq!(first, again);
        assert_ne!(first, other);
        assert_eq!(first.len(), 7);
        assert!(first.windows(2).all(|pair| pair[0] < pair[1]));
        assert_eq!(sample(mutants, 60, 3).len(), 50);
    }

    #[test]
    fn digests_see_every_byte_of_the_data() {
        let case = |name: &str, input: &str, expected: &str| Case {
            name: name.to_string(),
            input: input.as_bytes().to_vec(),
            expected: expected.to_string(),
            input_path: PathBuf::new(),
            recipe: None,
        };
        let base = data_digest(&[case("a", "1\n", "YES\n")]);
        assert_ne!(base, data_digest(&[case("b", "1\n", "YES\n")]));
        assert_ne!(base, data_digest(&[case("a", "2\n", "YES\n")]));
        assert_ne!(base, data_digest(&[case("a", "1\n", "NO\n")]));
        assert_eq!(base, data_digest(&[case("a", "1\n", "YES\n")]));
    }
}

mod verdict {
    use std::time::Duration;
    use testkit::runner::{Exit, Kill, Run};
    use testkit::verdict::*;

    fn run(stdout: &str, exit: Exit, wall_ms: u64) -> Run {
        Run {
            stdout: stdout.as_bytes().to_vec(),
            stdout_truncated: false,
            stderr: b"\nthread 'main' panicked at src/main.rs:3:5\nmore\n".to_vec(),
            exit,
            killed: None,
            wall: Duration::from_millis(wall_ms),
            peak_rss_kib: 1000,
        }
    }

    const LIMITS: JudgeLimits = JudgeLimits { time: Duration::from_millis(1000), memory_mib: 64 };

    #[test]
    fn trailing_blanks_and_blank_last_lines_do_not_matter() {
        assert_eq!(judge(&run("YES  \r\nNO\n\n\n", Exit::Code(0), 5), "YES\nNO\n", LIMITS), Verdict::Accepted);
        assert_eq!(judge(&run("YES\nNO", Exit::Code(0), 5), "YES\nNO\n", LIMITS), Verdict::Accepted);
        assert_eq!(judge(&run("YES\n\nNO\n", Exit::Code(0), 5), "YES\nNO\n", LIMITS), Verdict::WrongAnswer);
        assert_eq!(judge(&run(" YES\nNO\n", Exit::Code(0), 5), "YES\nNO\n", LIMITS), Verdict::WrongAnswer);
    }

    #[test]
    fn verdicts_in_judge_order() {
        assert_eq!(judge(&run("YES\n", Exit::Code(0), 1001), "YES\n", LIMITS), Verdict::TimeLimit);
        let error = judge(&run("YES\n", Exit::Code(101), 5), "YES\n", LIMITS);
        assert_eq!(error, Verdict::RuntimeError("exit code 101: thread 'main' panicked at src/main.rs:3:5".into()));
        let signal = judge(&run("", Exit::Signal(libc::SIGSEGV), 5), "YES\n", LIMITS);
        assert!(matches!(&signal, Verdict::RuntimeError(why) if why.starts_with("killed by SIGSEGV")), "{:?}", signal);
        let mut big = run("YES\n", Exit::Code(0), 5);
        big.peak_rss_kib = 65 * 1024;
        assert_eq!(judge(&big, "YES\n", LIMITS), Verdict::MemoryLimit);
        big.peak_rss_kib = 1;
        big.stdout_truncated = true;
        assert_eq!(judge(&big, "YES\n", LIMITS), Verdict::OutputLimit);
        // Stopped at the output limit, however long it had run by then.
        let mut flood = run("YES\nYES\n", Exit::Signal(libc::SIGKILL), 1500);
        flood.killed = Some(Kill::Output);
        flood.stdout_truncated = true;
        assert_eq!(judge(&flood, "YES\n", LIMITS), Verdict::OutputLimit);
    }

    #[test]
    fn the_first_difference_is_named() {
        assert_eq!(describe_difference("A\nB\nC\n", b"A\nX\nC\n"), "line 2: expected \"B\", got \"X\"");
        assert_eq!(describe_difference("A\nB\n", b"A\n"), "line 2: expected \"B\", got end of output");
        assert_eq!(describe_difference("A\n", b"A\nB\n"), "line 2: expected end of output, got \"B\"");
        assert_eq!(first_difference("A\n", "A   \n\n"), None);
    }

    #[test]
    fn a_long_failing_input_shows_the_failing_test() {
        // master-duel's layout: T, then per test its row count and its rows.
        let mut input = String::from("3\n");
        for test in 0..3 {
            input.push_str("40\n");
            for row in 0..40 {
                input.push_str(&format!("1 {}\n", (test * 40 + row) % 20 + 1));
            }
        }
        let tests = testkit::ground::counted_blocks(&input);
        assert_eq!(tests, [1..42, 42..83, 83..124]);
        let shown = preview_test(input.as_bytes(), 8, &tests, failing_test("YES\nNO\nYES\n", b"YES\nYES\nYES\n"));
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines[0], "    3");
        assert_eq!(lines[1], "    … (lines 2 to 42: the tests before it)");
        assert_eq!(lines[2], "    (test 2 of 3, lines 43 to 83:)");
        assert_eq!(lines[3], "    40");
        assert_eq!(lines[4], "    1 1");
        assert_eq!(lines[11], "    … (33 more lines of this test)");
        assert_eq!(lines[12], format!("    … (41 more lines after it, {} bytes in all)", input.len()));
        // No test known (a crash), or a short input: as `preview` shows it.
        assert_eq!(preview_test(input.as_bytes(), 8, &tests, None), preview(input.as_bytes(), 8));
        assert_eq!(preview_test(b"1\n1\n1 20\n", 8, &tests, Some(1)), "    1\n    1\n    1 20");
        assert_eq!(testkit::ground::one_block("3 3 1\n1 1\n1\n"), std::iter::once(0..3).collect::<Vec<_>>());
    }

    #[test]
    fn previews_are_cut() {
        let input = "1\n2\n3\n4\n".repeat(60);
        let shown = preview(input.as_bytes(), 3);
        assert_eq!(shown.lines().count(), 4);
        assert!(shown.ends_with("(237 more lines, 480 bytes in all)"), "{}", shown);
        assert_eq!(cut("abcdef", 3), "abc…");
    }

    #[test]
    fn a_python_crash_is_named_by_its_exception() {
        let mut crash = run("", Exit::Code(1), 5);
        crash.stderr = b"Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\n    n = int(input())\nValueError: invalid literal for int() with base 10: 'x'\n".to_vec();
        assert_eq!(runtime_error(&crash), "exit code 1: ValueError: invalid literal for int() with base 10: 'x'");
    }

    #[test]
    fn a_short_input_is_shown_whole() {
        // 29 bytes on 9 lines, the last one the line that matters.
        let input = "3\n1\n1 1\n1\n1\n1\n1\n1\n4 1 2 19 2\n";
        assert_eq!(input.len(), 29);
        let shown = preview(input.as_bytes(), 8);
        assert_eq!(shown.lines().count(), 9, "{}", shown);
        assert!(shown.ends_with("    4 1 2 19 2"), "{}", shown);
    }
}

mod address {
    use testkit::play::Taken;
    use testkit::web::address::*;

    #[test]
    fn a_position_and_its_moves_come_back_as_they_went() {
        let inputs = [
            "1\n2\n1 19\n1 18\n",
            "1\n3 12\n....#..BBBB.\n############\n.B..........\n",
            "2 2 1\n1 2\n11\n",
            "7 1\n2\nLL_RR 1000000\nL_LRR 3\n",
            "1\n1 5\nHHHHT\n",
            "odd: ~!,/%é\t\r\n",
        ];
        for input in inputs {
            let written = encode_position(input);
            assert!(!written.contains(['&', '=', '#', ' ', '\n', '+']), "{:?}", written);
            assert_eq!(decode_position(&written).as_deref(), Ok(input), "{:?}", written);
        }
        assert_eq!(encode_position("1\n3 12\n....#..BBBB.\n"), "1/3,12/~4.!..~4B./");
        assert_eq!(encode_position("1\n1 9\n000000000\n"), "1/1,9/000000000/");
        let moves: Vec<String> = ["2:18->19", "1,1:2,1->3,1", "1,3+2,2+2,3", "1,2", "3:5->4"]
            .iter()
            .map(|typed| typed.to_string())
            .collect();
        assert_eq!(encode_moves(&moves), "2:18~19_1,1:2,1~3,1_1,3+2,2+2,3_1,2_3:5~4");
        assert_eq!(decode_moves(&encode_moves(&moves)), Ok(moves.clone()));
        let address = Address {
            position: inputs[3].to_string(),
            test: Some(2),
            moves: Some(moves),
            ply: Some(3),
            second: true,
            strips: Some("1-3 7".to_string()),
            side: Some("Right".to_string()),
            cut: Some((2, 5)),
            wrong: vec![(1, Taken::Refused, "1:3->4".to_string()), (3, Taken::TakenBack, "1,3+2.2".to_string())],
        };
        let fragment = address.fragment();
        assert!(fragment.contains("&cut=2.5&"), "{}", fragment);
        assert!(fragment.ends_with("&ply=3&w=1.r.1:3~4_3.b.1,3+2.2"), "{}", fragment);
        assert_eq!(Address::parse(&fragment), Ok(address.clone()));
        assert_eq!(Address::parse(&format!("#{}&values=1&zoom=2", fragment)), Ok(address.clone()));
        // The last position looked at is the game's end: no `ply` written.
        let at_the_end = Address { ply: Some(5), ..address };
        assert!(!at_the_end.fragment().contains("ply="), "{}", at_the_end.fragment());
        // A puzzle's: its number, theme, moves, wrong tries, solution shown
        // and streak, read back; a new one is its number alone.
        let puzzle = PuzzleAddress {
            number: 12,
            theme: Some("one-row".to_string()),
            moves: Some(vec!["1:4->3".to_string(), "1:2->1".to_string()]),
            ply: Some(1),
            wrong: vec![(1, Taken::Refused, "1:5->4".to_string())],
            shown: true,
            streak: Some(3),
        };
        let fragment = puzzle.fragment();
        assert_eq!(fragment, "puzzle=12&theme=one-row&m=1:4~3_1:2~1&ply=1&w=1.r.1:5~4&shown=1&streak=3");
        assert!(PuzzleAddress::is_one(&fragment) && !PuzzleAddress::is_one("p=1/2,19,20/&m="));
        assert_eq!(PuzzleAddress::parse(&format!("#{}&values=1&try=1:2~3", fragment)), Ok(puzzle));
        let new = PuzzleAddress { number: 4, ..PuzzleAddress::default() };
        assert_eq!(new.fragment(), "puzzle=4");
        assert_eq!(PuzzleAddress::parse("puzzle=4"), Ok(new));
    }

    #[test]
    fn a_broken_address_is_refused_in_a_line_and_sizes_nothing_by_its_numbers() {
        for (fragment, says) in [
            ("m=1:1~2", "no position"),
            ("p=1/~", "count"),
            ("p=1/~99999999999999999999x", "count"),
            ("p=~4000000x~4000000x", "longer than"),
            ("p=1%4", "hex"),
            ("p=%FF", "UTF-8"),
            ("p=1&t=0", "test number"),
            ("p=1&t=x", "test number"),
            ("p=1/~3", "ends in a run"),
            ("p=1&m=&ply=x", "number of moves"),
            ("p=1&m=&ply=-1", "number of moves"),
            ("p=1&cut=3.2", "not a test of a file"),
            ("p=1&cut=0.2", "not a test of a file"),
            ("p=1&cut=2", "not a test of a file"),
            ("p=1&w=0.r.1:2~3", "not a wrong try"),
            ("p=1&w=1.x.1:2~3", "not a wrong try"),
            ("p=1&w=1.r", "not a wrong try"),
        ] {
            let refused = Address::parse(fragment).expect_err(fragment);
            assert!(refused.contains(says) && !refused.contains('\n'), "{}: {}", fragment, refused);
        }
        let many = vec!["1.r.1:2~3"; testkit::web::address::MAX_WRONG + 1].join("_");
        let refused = Address::parse(&format!("p=1&w={}", many)).expect_err("too many wrong tries");
        assert!(refused.contains("more than 1000 wrong tries"), "{}", refused);
        for (fragment, says) in [
            ("puzzle=0", "not a puzzle's number"),
            ("puzzle=x", "not a puzzle's number"),
            ("puzzle=1&streak=-1", "not a count"),
        ] {
            let refused = PuzzleAddress::parse(fragment).expect_err(fragment);
            assert!(refused.contains(says), "{}: {}", fragment, refused);
        }
    }
}

mod wrap {
    use testkit::explain::wrap;
    use testkit::i18n::{self, display_width, Lang};

    /// Every line within `width` columns, none beginning with a closing
    /// mark, and nothing lost but the spaces the breaks took.
    fn well_broken(text: &str, width: usize) -> String {
        let wrapped = wrap(text, width);
        for line in wrapped.lines() {
            assert!(display_width(line) <= width || !line.contains(' '), "{:?} wider than {}", line, width);
            assert!(
                !line.starts_with(|c: char| "，。、；：！？）」』”…".contains(c)),
                "{:?} begins with a closing mark",
                line
            );
        }
        let kept: String = wrapped.chars().filter(|c| !c.is_whitespace()).collect();
        let given: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        assert_eq!(kept, given, "{:?}", wrapped);
        wrapped
    }

    #[test]
    fn english_breaks_at_spaces() {
        assert_eq!(well_broken("aaa bbb ccc dd", 7), "aaa bbb\nccc dd\n");
        assert_eq!(well_broken("a-very-long-word fits alone", 8), "a-very-long-word\nfits\nalone\n");
        assert_eq!(wrap("", 10), "\n");
        // A no-break space keeps "5 → 0" on one line.
        assert_eq!(wrap("row 1: 5\u{a0}→\u{a0}0", 10), "row 1:\n5\u{a0}→\u{a0}0\n");
    }

    /// Chinese breaks after a clause's mark when the line keeps three
    /// fifths of its width, and between any two characters only past that:
    /// 退出 and 答案 stay whole in the terminal's own sentences.
    #[test]
    fn chinese_breaks_between_clauses_before_words() {
        // 10 columns and a comma: the line ends at the comma, not in 退出.
        assert_eq!(well_broken("先输入一步，或者退出", 12), "先输入一步，\n或者退出\n");
        // A clause longer than the line: cut between characters.
        assert_eq!(well_broken("一二三四五六七八九十", 8), "一二三四\n五六七八\n九十\n");
        // A closing mark stays with the character before it, and the line
        // after it ends there when it keeps three fifths of its width.
        assert_eq!(well_broken("一二三，四五", 6), "一二\n三，\n四五\n");
        assert_eq!(well_broken("一二三，四五六七", 10), "一二三，\n四五六七\n");
        assert_eq!(well_broken("一，二三四五六七", 10), "一，二三四\n五六七\n");
        for id in ["pz-opening", "pz-commands", "fr-instructions", "play-type-move"] {
            let text = i18n::message_in(
                Lang::Zh,
                id,
                vec![("problem", "master-duel".into()), ("count", 36.into()), ("example", "".into())],
            );
            for width in [40, 56, 76] {
                let wrapped = well_broken(&text, width);
                for word in ["退出", "答案", "帮助", "下一题", "悔棋", "提示"] {
                    let split = (1..word.chars().count()).any(|at| {
                        let (head, tail): (String, String) =
                            (word.chars().take(at).collect(), word.chars().skip(at).collect());
                        wrapped.contains(&format!("{}\n{}", head, tail))
                    });
                    assert!(!split, "{} at {} columns cuts {}:\n{}", id, width, word, wrapped);
                }
            }
        }
    }
}
