# What every learner's tool says: bad usage, a bug report, how a program ended.

error = error: { $message }
bug = error: a bug in the workspace (please report it with { $with }): { $report }
no-problem = no problem named { $name } (have: { $names })
whole-from = not a whole number from { $min } up
whole-range = not a whole number from { $min } to { $max }
exit-code = exit code { $code }
killed-by = killed by { $signal }
# clap's errors, in the tools' words (`cli::arguments_in`).
clap-invalid-value = invalid value { $value } for { $arg }: { $reason }
clap-unknown = unexpected argument { $arg }
clap-missing = a required argument is missing: { $arg }
clap-help-tip = for more, try --help
cannot-run = cannot run { $program }: { $reason }
os-not-found = no such file or directory
os-permission-denied = permission denied (not executable by you)
# Between the items of a list that code puts together.
list-separator = {", "}
# Why a game's lengths are not computed (`remoteness::too_large_words`).
lengths-too-large = { $moves ->
    [yes] this game's { $positions } positions have too many moves between them to solve in time
   *[no] this game has { $at_least ->
        [yes] more than { $positions }
       *[no] { $positions }
    } positions; lengths are computed up to { $most }
}
lengths-not-solved = the position is not in the game solved
