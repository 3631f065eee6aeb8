# `cargo explain`: why an answer is right, test by test.

explain-first = first
explain-second = second
explain-bug-position = position:
explain-bug-parts = the oracle sees { $oracle } parts, the rules { $rules }
explain-bug-value = { $place }: the oracle's value is { $oracle }, the write-up's { $written }
explain-bug-whole = the oracle values the whole position { $whole }, the parts add up to { $total }
explain-bug-illegal = the certificate's move { $move } is not legal: { $reason }
explain-bug-no-winning = the total is { $total } but no winning move was built from the parts
explain-bug-not-zero = the winning move { $move } leaves a total of { $total }, not 0
explain-bug-to-move = { $winner ->
    [yes] after move { $moves } the total is { $total }, yet the winning player is to move
   *[no] after move { $moves } the total is { $total }, yet the losing player is to move
}
explain-none = (none)
explain-more-parts = … { $count } more parts …
explain-no-test = --test { $test }: the input has { $count ->
    [one] 1 test
   *[other] { $count } tests
} (1 to { $count })
explain-test = { $wins ->
    [yes] test { $test } of { $count }: { $answer }: the first player wins
   *[no] test { $test } of { $count }: { $answer }: the first player loses
}
explain-one-game = { $wins ->
    [yes] one game, no parts: the player to move wins (value { $value }): { $detail }.
   *[no] one game, no parts: the player to move loses (value { $value }): { $detail }.
}
explain-parts = parts (they add up by XOR; the player to move wins iff the total is not 0):
explain-total = total: { $total }
explain-value-from = value: from { $oracle }, which agrees with it.
explain-values-from = values: from { $oracle }, which agrees with the values above.
explain-value-write-up = value: the write-up's (the exhaustive oracle does not answer this position within a second).
explain-values-write-up = values: the write-up's (the exhaustive oracle does not answer this position within a second).
explain-winning-value = winning move: { $move } ({ $words });
    after it the value is 0, and the second player, to move, loses:
explain-winning-total = winning move: { $move } ({ $words });
    after it the total is 0, and the second player, to move, loses:
explain-no-move = the first player has no legal move and loses at once.
explain-line-longest = principal line (the winner plays a winning move, the loser the move that makes the game last longest):
explain-line-first = principal line (the winner plays a winning move, the loser its first legal move (the game is too large to search for the longest)):
explain-line-end = the { $loser } player cannot move and loses: the { $winner } player wins.
explain-line-stops = … the line stops after { $moves } moves (the game goes on).
explain-every-reply = every first move ({ $count }) has a winning reply:
explain-more-than = more than { $count }
explain-some-replies = the first player has { $moves } moves. { $argument } { $count } of them, spread over the parts:
explain-answered = answered by { $reply }   ({ $words })
explain-loss-argument = Each changes the value of the one part it is played in (a part cannot move to a position of its own value: a value is the mex of its options), so it leaves a total other than 0, from which the parts give a winning reply.
