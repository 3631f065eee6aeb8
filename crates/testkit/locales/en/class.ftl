# cargo class: the class's records.

class-unreadable = { $file }: { $reason }
class-not-sqlite = { $file } is not a class's file (not an SQLite database): refused, and left as it is
class-other-database = { $file } is an SQLite database of something else, not a class's: refused, and left as it is
class-newer-schema = { $file } was written by a newer cargo class (schema { $schema }; this one knows up to { $known }): refused, and left as it is
class-bad-name = a name is 1 to { $most } characters, without control characters
class-not-kept = the try could not be kept: { $reason }
class-file-full = the class's file has reached its bound ({ $most }), so nothing more is kept: start a new class with another --db FILE (this one stays readable)

## The pages and the API
class-join-title = Join the class
class-join-intro = Type your name and the class's join code (your teacher shows it). Joined, you solve the problems' puzzles here; every try is kept for your teacher.
class-name = Your name
class-code = The join code
class-pin = PIN
class-pin-note = Only to join again from another computer: the PIN you were given.
class-join = Join
class-joined = You have joined as { $name }. Your PIN is { $pin }: keep it, to join again from another computer.
class-joined-again = Welcome back, { $name }.
class-go = To the puzzles
class-home-title = { $name }: the puzzles
class-home-intro = Pick a problem: its puzzles open from the first; your tries are kept for your teacher.
class-teacher-title = The class
class-teacher-intro = Each student's puzzles (solved or not, at the first try, the wrong moves in order) and games (the result, the mistakes), and a new PIN for one who has forgotten theirs. Each wrong move and each game opens on its board (yours there: nothing you play is recorded). The page draws itself again every five seconds.
class-student = Student
class-puzzles = Puzzles
class-solved = solved
class-unsolved = not solved yet
class-first-try = solved at the first try
class-wrong = wrong:
class-key-needed = the teacher's key is needed: open the teacher's address the command printed
class-join-first = join the class first (the front page)
class-not-a-method = { $method } is not asked of this address
class-too-many-codes = more than { $count } wrong codes from this address within a minute: wait a minute
class-bad-join = a join is JSON with the code and the name (and the PIN to join again): { $reason }
class-wrong-code = that is not this class's join code
class-name-taken = this name is taken: use your PIN or ask your teacher
class-wrong-pin = that is not the PIN of this name: try again, or ask your teacher for a new one
class-too-many-pins = more than { $count } wrong PINs for this name, or from this address, within a minute: wait { $seconds } s, or ask your teacher for a new PIN
class-full = the class is full ({ $most } students)
class-no-page = no such page

## cargo class
class-students-at = students: { $address }
class-code-is = join code: { $code }
class-teacher-at = teacher: { $address }
class-loopback-only = (this machine only: --listen 0.0.0.0:8080 opens it to the room)
class-cannot-listen = cannot listen on { $address }: { $reason }

class-help-page =
    Serve a class: students join from their browsers and solve the puzzles; every try is kept for the teacher

    Usage: cargo class [--listen ADDR:PORT] [--db FILE] [--new-code]
           cargo class [--db FILE] --backup COPY

    Options:
          --listen <ADDR:PORT>  The address and port to listen on (default: 127.0.0.1 and the class's last port when it is free, else a free one; 0.0.0.0:PORT opens it to the network)
          --db <FILE>           The class's file, an SQLite database (made when it does not exist) [default: class.sqlite]
          --new-code            A new join code and teacher's key (the students and their records stay)
          --backup <COPY>       Copy the class into COPY (a new file), also while a server runs it, and exit
          --lang <LANG>         The language of what it prints: en or zh (default: from LC_ALL, LC_MESSAGES or LANG, Chinese when they name it)
      -h, --help                Print help

    Examples:
      cargo class                              (this machine only: try it)
      cargo class --listen 0.0.0.0:8080        (the room: every address of this machine)
      cargo class --db 7A.sqlite --new-code    (a new join code and key for that class)
      cargo class --backup 7A-monday.sqlite    (a copy of the class, also while it is served)
class-games = Games
class-new-pin = new PIN
class-mistakes = mistakes:
class-going-on = going on
class-bad-pin-request = a new PIN is asked for with JSON naming the student: {"{"}"name": NAME{"}"}
class-no-student = the class has no student { $name }
class-bad-rename = a student is renamed with JSON naming them and the new name: {"{"}"name": NAME, "to": NEW{"}"}
class-renamed = { $name } is now { $to }: the PIN and the records stay.
class-rename-taken = { $to } is another student's name (names are compared without spaces, full-width letters as plain ones)
class-bad-remove-student = a student is removed with JSON naming them: {"{"}"name": NAME{"}"}
class-student-removed = { $name } is removed from the class: their { $tries } tries stay in the file and the spreadsheet, and the name is free.
class-removed-name = { $name } (removed)
class-bad-remove = homework is taken back with JSON naming its id: {"{"}"id": N{"}"}
class-no-homework = the class has no homework { $id }
class-homework-removed = Homework taken back: { $title }. The tries stay in the records.
class-homework-sets = The homework set
class-remove = take back

## Homework
class-homework = Homework
class-done = done
class-done-of = { $done } of { $count } done
class-counts-since = counts the work done from { $at } on
class-item-puzzle = { $problem }, puzzle { $number }
class-item-position = { $problem }, a position of your teacher's: win it
class-bad-homework = homework is JSON with a title and its items: { $reason }
class-bad-title = a title is 1 to { $most } characters, without control characters
class-bad-items = homework has 1 to { $most } items
class-no-problem-named = there is no problem { $problem }
class-item-refused = item { $place }: { $reason }
class-no-such-puzzle = item { $place }: { $problem } has no puzzle { $number } (1 to { $count })
class-input-too-long = a position is { $most } bytes at most
class-illegal-position = not a legal position: { $reason }
class-one-test = a position is one test
class-unwinnable = whoever moves first loses this position, so no student can win it: set one the first player wins
class-no-move = no move: the first player loses, so no student can win it: set one the first player wins
class-position-wins = A legal position, won by whoever moves first: it can be set.
class-bad-check = a check is JSON with the problem and the position: { $reason }
class-item-kind = item { $place }: an item is a puzzle's number or a position, one of them
class-set-homework = Set homework
class-hw-counts = Homework counts what students do after it is set: a puzzle solved before is to be solved again, a position won again.
class-hw-title = Title
class-hw-problem = Problem
class-hw-puzzles = Its puzzles, by number (1, 3, 10)
class-hw-position = Or a position to win: the problem's input of one test, as the statement writes it
class-hw-set = Set the homework
class-hw-editor = Or set the position up on the board, by clicks
class-hw-editor-help = Pick the problem above, then click the cells (or move with the arrow keys and press Space): the position box follows, checked as you edit by the problem's own validator.
class-homework-set = Homework set: { $title } ({ $count ->
    [1] 1 item
   *[other] { $count } items
}, { $help ->
    [yes] help allowed
   *[other] without help
}).
class-no-help = this is homework set without help: no hint, values or answer here
class-no-help-note = without help
class-hw-help = Allow help on it (the hint, the values, a puzzle's answer)
class-helped = helped:
class-help-hint = hint
class-help-answer = answer
class-help-values = values
class-shown = answer shown
class-new = A new class, kept in { $file }
class-new-in-empty = A new class, kept in { $file } (the file was there but held no class: a copy made without its -wal file holds none; back a class up with --backup)
class-opened = The class in { $file }: { $students ->
    [1] 1 student
   *[other] { $students } students
}, { $tries ->
    [1] 1 try
   *[other] { $tries } tries
}, { $games ->
    [1] 1 game
   *[other] { $games } games
}
class-backed-up = { $file } copied into { $copy }: { $students ->
    [1] 1 student
   *[other] { $students } students
}, { $tries ->
    [1] 1 try
   *[other] { $tries } tries
}
class-no-class-file = { $file } does not exist: there is no class to copy
class-copy-exists = { $file } is there already: name a new file for the copy
class-stopped = the class is stopped: everything is in { $file } (that one file is the class)
class-stopped-log = the class is stopped, but its log could not be put into { $file }: copy { $file } with its -wal file, or start it again and use --backup
class-back-up = Back the class up now
class-backup-made = The class is copied into { $file }
class-csv-columns = student|problem|item|solved|solved at the first try|wrong moves|mistakes|help|first|last
class-csv-puzzle = puzzle { $number }
class-csv-game = game
class-yes = yes
class-no = no
class-won = won
class-lost = lost
class-report-csv = Download the results (CSV, for a spreadsheet)
class-summary = Each puzzle, across the class
class-summary-puzzle = Puzzle
class-summary-tried = Tried
class-summary-solved = Solved
class-summary-first = At the first try
class-summary-shown = Answer shown
class-summary-wrong = Most common wrong move
class-summary-item = Homework item
class-summary-done = Done
class-wrong-count = { $move } ({ $count ->
    [1] 1 student
   *[other] { $count } students
})
class-sort = Sort:
class-sort-name = by name
class-sort-progress = by progress
class-legend = Marks: ★ solved at the first try, ✓ solved, ? answer shown before it was solved, · not solved yet, ✗ a wrong move (a link to it on the board).
class-show-pin = PIN, name…
class-rename = rename
class-rename-to = New name for { $name }
class-remove-student = remove
class-remove-confirm = Remove { $name } from the class? They can no longer join with their PIN; their tries stay in the file and the spreadsheet.
class-remove-yes = yes, remove
class-cancel = cancel
class-removed-students = Removed (their records are in the spreadsheet):
class-room-line = Students open { $address } and join with the code { $code }
class-or = {" "}or{" "}
class-pause = Pause the refresh
class-updated = updated { $time }
class-unreachable = the class's server does not answer: is cargo class still running?
class-hw-bad-number = “{ $word }” is not a puzzle's number or a range of them (such as 1-5)
class-nav = The class
class-back = ← The class: your problems and homework
class-csv-homework-game = game of the homework { $title }
