# `cargo play`: a game against perfect play, in the terminal (and the words the board shares with it).

play-lost-position = { $one ->
    [yes] a lost position
   *[no] a total of 0
}
play-no-game = { $problem } cannot be played yet
play-no-test = the input has no test to play
play-no-winning-built = the value is { $total } but no winning move was built from the parts
play-moves-all = your legal moves ({ $count }):
play-moves-first-of = the first { $shown } of your { $count } legal moves:
play-moves-first-more = the first { $shown } of your legal moves (there are more):
play-named-value = {" "}({ $words })
play-refusal = { $one ->
    [yes] leaves your opponent a won position: they would answer { $reply } ({ $words }).
   *[no] leaves your opponent a won position: the total after it is { $total }{ $named }, not 0, so they would answer { $reply } ({ $words }).
}
play-intro = { $second ->
    [yes] { $problem }, test { $test } of { $count }: you play second, the program first, and it plays perfectly.
   *[no] { $problem }, test { $test } of { $count }: you play first, the program second, and it plays perfectly.
}
play-you = you
play-program = program
play-program-illegal = the program's move { $move } is not legal: { $reason }
play-no-move-asked = the program was asked to move with no move
play-program-lost = { $one ->
    [yes] the program is lost here
   *[no] the program is lost here (a total of 0)
}
play-ties-seed = ; one of { $count } such moves, picked by the seed
play-ties-first = ; the first in move order of { $count } such moves
play-why-fastest = { $one ->
    [yes] the fastest win: it leaves you a position lost against perfect play
   *[no] the fastest win: it leaves you a total of 0, lost against perfect play
}, and { $length ->
    [0] the game ends
    [1] the game lasts 1 more move
   *[other] the game lasts { $length } more moves
}{ $ties }.
play-why-slowest = { $lost }: it plays the slowest loss: the game lasts { $length ->
    [1] 1 more move
   *[other] { $length } more moves
} against perfect play{ $ties }.
play-why-winning-unsolved = { $one ->
    [yes] a winning move: it leaves you a position lost against perfect play
   *[no] a winning move built from the values: it leaves you a total of 0, lost against perfect play
} (not always the fastest: { $size }).
play-why-longest-searched = { $lost }: { $size }; a search of the moves near this position finds the move after which its loss takes longest, and it plays that.
play-why-most-options = { $lost }: { $size }, so its slowest loss is not known; it plays the move that leaves you the most moves to choose from.
play-solved-disagrees = the solved game and the values disagree: a total of { $total }, a remoteness of { $length }
play-no-move-you = you have no legal move: the program wins.
play-you-lose = you lose
play-no-move-program = the program has no legal move: you win.
play-you-win = you win
play-slipped = the win slipped at move { $number }: you played { $played }; a winning move there was { $winning } ({ $words }).
play-lost-from-start = the program never left you a winning position: the game was lost for you from the start.
play-commands = commands: help (this list), hint (a winning move, if you have one), undo (take back your last move and the program's reply), retry (back to your last move that threw a win away, to find the winning one), quit
play-hint-none = hint: none
play-hint-none-why = { $one ->
    [yes] (the position is lost: every move you have leaves the program a winning reply)
   *[no] (the total is 0: every move you have leaves the program a winning reply)
}
play-hint = hint: { $move }
play-hint-why = ({ $words }; it leaves the program { $lost })
play-before-any-move = before any move
play-after-move = after move { $number }
play-nothing-to-retry = nothing to retry: none of your moves has thrown a win away
play-back-to = back to move { $number }, where you played { $played }: find a winning move (one that does not win is refused)
play-nothing-to-undo = nothing to undo: you have not moved yet
play-took-back-one = took back move { $first }
play-took-back-two = took back moves { $first } and { $second }
play-replay-refused = move { $number } ({ $typed }) cannot be played: { $reason }
play-over-before = the game is over before it
play-not-legal = not a legal move: { $reason }
play-recorded = the move the game was recorded with (the program plays { $move } here now).
play-over = the game is over
play-programs-turn = it is the program's turn
play-not-this-one = not this one: { $move } { $refusal } Try another move.
play-wins-goes-on = { $move } wins: it leaves the program { $lost }; the game goes on from it.
play-example = {" "}(for example { $move })
play-type-move = Type a move as cargo explain writes it{ $example }, or help (the legal moves), hint, undo, quit.
play-prompt = move { $number }, you:{" "}
play-quit = you quit { $when }; the game is left unfinished.
play-help-lists = { $reason } (help lists the legal moves)
play-end-of-input = end of input { $when }: the game is left unfinished.

## The review after a game
rating-best = best
rating-good = good
rating-mistake = mistake
rating-forced = forced
review-no-accuracy = no accuracy: you never had a won position to keep
review-accuracy = accuracy { $percent }% ({ $kept } of the { $moves ->
    [1] 1 move
   *[other] { $moves } moves
}{ $tries ->
    [0] {""}
   *[other] {" "}and tries
} you made from won positions kept the win)
review-best = a fastest win (the game ends in { $moves ->
    [1] 1 move
   *[other] { $moves } moves
} from there with perfect play)
review-good = it keeps the win, in { $moves ->
    [1] 1 move
   *[other] { $moves } moves
} where the fastest takes { $fastest }
review-good-unknown = it keeps the win (how fast is not computed here)
review-mistake-better = it leaves the program a won position; a winning move there was { $move } ({ $words })
review-mistake = it leaves the program a won position
review-forced = the position was lost: every move there loses
review-count = { $count } { $rating }
review-heading = review of your { $moves ->
    [1] 1 move
   *[other] { $moves } moves
}{ $tries ->
    [0] {""}
    [1] {" "}(with 1 wrong try refused or taken back)
   *[other] {" "}(with { $tries } wrong tries refused or taken back)
}: { $counts }; { $accuracy }.
review-move = move { $number } { $move }: { $rating }: { $said }.
review-move-taken = move { $number } { $move } ({ $taken }): { $rating }: { $said }.
review-taken-refused = refused, not played
review-taken-back = taken back

## The command
play-default-frogs = no file given: { $path }, data set 1
play-default-sample = { $second ->
    [yes] no file given: { $path }, test { $test }, which you can win moving second
   *[no] no file given: { $path }, test { $test }, which you can win moving first
}
play-default-generated = { $second ->
    [yes] no file given, and no sample test can be won moving second: a generated one, { $path } (seed { $seed }), test { $test }
   *[no] no file given, and no sample test can be won moving first: a generated one, { $path } (seed { $seed }), test { $test }
}
play-default-none = { $second ->
    [yes] { $problem }: no sample or generated test can be won moving second
   *[no] { $problem }: no sample or generated test can be won moving first
}
play-listener-no-address = the listener has no address: { $reason }
play-open = open { $address }
play-serving = serving { $problem } on 127.0.0.1 only; Ctrl-C stops it
play-stopped = stopped: the server is closed
play-server-stopped = error: the server stopped: { $reason }
play-empty-line = { $message } (with `-`, an empty line ends the input; the moves come after it)
play-help-page =
    Play one test against perfect play: type moves as cargo explain writes them; help, hint, undo, quit

    Usage: cargo play PROBLEM [FILE|-] [--test K] [--first|--second] [--seed S]
           cargo play PROBLEM [FILE|-] --web [--port P] [--test K] [--second]
           cargo play PROBLEM --puzzles [--theme ID] [--puzzle N] [--web [--port P]]

    Arguments:
      <PROBLEM>  The problem (a crate under crates/)
    {"  ["}FILE]     A legal input (default: the first sample test you can win; `-`: standard input up to an empty line)

    Options:
          --test <K>     Play this test (1-based; default 1)
          --first        You move first (the default)
          --second       You move second: the program opens
          --seed <S>     Break ties between the program's equally long losing moves at random by this seed (without it: the first in move order, as cargo explain's line plays)
          --web          Play in a browser: serve the game on 127.0.0.1 and print the address to open
          --puzzles      Solve puzzles: positions where you move and win, theme by theme, each easiest first (see src/PROBLEM/puzzles.txt)
          --puzzle <N>   With --puzzles: start at puzzle N (default 1)
          --theme <ID>   With --puzzles: only the puzzles of theme ID (from its first, or from --puzzle N, one of its puzzles); the themes are listed as the puzzles start
          --choose       With --puzzles: print a new choice of puzzles from the judge data and generated inputs, in the puzzles file's format
          --port <P>     With --web: the port to listen on (0, the default: one the system picks)
          --lang <LANG>  The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help         Print help

    Without FILE: the first sample test you can win (moving first, or second with --second), or the first sample's test K with --test K; `-` reads the input from standard input up to its first empty line, and the moves after it.

    Examples:
      cargo play master-duel
      cargo play ring-grid-game judge-data/ring-grid-game/sample-1.in --test 2 --second
      printf '1:19->20\nhint\nquit\n' | cargo play master-duel
      cargo play master-duel --puzzles --puzzle 12
      cargo play master-duel --puzzles --theme even-steps
      cargo play ring-grid-game --web    (then open the address it prints)

## A move in the theory's terms (a hint, an answer)
play-in-terms-one = { $place }: { $change }
play-in-terms = { $place }: { $change }, total { $parts } = { $total }
play-in-terms-many = { $place }: { $change }, total { $total }
play-words-in-terms = { $words }; { $terms }
