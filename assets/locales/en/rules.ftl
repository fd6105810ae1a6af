# The rule options, as the settings' default rules and the new-game screen's
# builder show them: a grid with each option's name on the left, its choices
# as buttons on the right, and under them a one-line note on the choice made.
# These names are the options' names everywhere in the game (How to play, the
# lessons), so keep them the same as there.

## The options' names, in the grid's left column.

rules-preset = Preset
rules-jumps = Hops
rules-parking = Parking
rules-win = Finishing
rules-unused-points = Unused points
rules-target-lock = Target lock
rules-play-on = Play on
rules-equal-turns = Equal turns
rules-turn-limit = Turn limit
rules-repetition = Draw by repetition
rules-teams = Teams

## Presets: named sets of every rule. A preset's button is lit when the rules
## match it; the note says what the rules are.

rules-preset-standard = Standard
rules-preset-standard-note = Every rule as most families play it.
rules-preset-ccerl-note = The rules of the CCERL rating list of two-player engines.
# The rules match no preset.
rules-preset-custom-note = Your own choice of rules.

## Hops: which marbles a marble may hop over.

rules-jumps-adjacent = Adjacent
rules-jumps-adjacent-note = Hop over a marble right next to yours.
rules-jumps-long = Long
rules-jumps-long-note = Hop over a marble farther away, landing the same distance beyond it.

## Parking: where a move may end. A player's "start" and "target" are the two
## points of the star where their marbles begin and where they must go.

rules-parking-anywhere = Anywhere
rules-parking-anywhere-note = A move may end in any hole.
rules-parking-others = Not in others' points
rules-parking-others-note = No stopping in another player's start or target point, unless it is your own start or target too.
rules-parking-own = Own points only
rules-parking-own-note = End only in the centre or in your own start or target.
# Shown instead of the note above in a two-player game.
rules-parking-two-players = With two players this changes nothing: the other's start and target are your target and start.

## Finishing: when a player has finished.

rules-win-target-full = Target full
rules-win-target-full-note = Finished when every hole of your target holds a marble, at least one of them yours.
rules-win-all-own = All own
rules-win-all-own-note = Finished when all ten target holes hold your own marbles.

## Unused points: the points of the star where nobody starts or ends.

rules-unused-open = Open
rules-unused-open-note = Points nobody uses are ordinary holes.
rules-unused-removed = Removed
rules-unused-removed-note = Points nobody uses are not part of the board.
# Shown instead of the note in a game of 3 or 6 players.
rules-unused-all-in-use = Every point is in use with 3 or 6 players.

## Target lock: whether a marble that reached its target may leave it.

rules-lock-off = Off
rules-lock-off-note = Marbles in their target may leave it again.
rules-lock-end-of-move = End of move
rules-lock-end-of-move-note = A marble in its target must end its move inside it.
rules-lock-whole-move = Whole move
rules-lock-whole-move-note = Once in its target, a marble never lands outside it, even mid-chain.

## Play on: whether the game goes on after the first player finishes.

rules-play-on-off = Off
rules-play-on-off-note = The game ends when the first player finishes.
rules-play-on-on = On
rules-play-on-on-note = The others play on for the lower places.

## Equal turns: whether the round is finished when someone finishes.

rules-equal-turns-off = Off
rules-equal-turns-off-note = The first to finish wins at once.
rules-equal-turns-on = On
rules-equal-turns-on-note = The round is played out; all who finish in it share first place.

## Turn limit: a checkbox to set a limit, the number of turns, and a checkbox
## for whether the game is then a draw.

rules-turn-limit-on = Limit
# The number of turns of the limit, in a box the player drags or types in.
rules-turn-limit-turns = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
rules-turn-limit-draw = Draw
rules-turn-limit-none-note = No limit: play until the game is decided.
rules-turn-limit-rank-note = The game ends after this many turns in all; the rest rank by distance to go.
rules-turn-limit-draw-note = The game ends after this many turns in all; the rest share a place.

## Draw by repetition.

rules-repetition-off = Off
rules-repetition-off-note = Positions may repeat; the game goes on.
rules-repetition-on = On
rules-repetition-on-note = The third time a position comes, the game is drawn.

## Teams.

rules-teams-none = None
rules-teams-none-note = Everyone plays alone.
rules-teams-partners = Partners opposite
rules-teams-partners-note = Partners sit opposite; a team finishes when all its members have.
# Shown instead of the note, the choice greyed out, with 2 or 3 players.
rules-teams-not-allowed = Teams are played with 4 or 6 players.
