# The settings screen.

settings-language = Language
settings-language-system = As the system

settings-heading = Settings

## The default rules, on the left of the settings (the rules themselves are
## worded in rules.ftl).

settings-default-rules = Default rules
settings-default-rules-note = Every new game you make plays by them: the quick game and the setup builder. A setup file keeps its own.

## Play options: a column of sliders and checkboxes on the right.

settings-animation-speed = Animation speed
# The animation speed slider's value: a multiple of the normal speed, such as 1.5 (×: times).
settings-animation-speed-value = { $speed }×
# The label after the interface size slider; its value is a percentage.
settings-interface-size = interface size
# A size or a volume as a percentage, from 0 to 200.
settings-percent = { $percent }%
settings-camera-follows = Turn the board toward the person to move
# N is the key that does the same during a game.
settings-hole-names = Show hole names on the board (N)
# Before the choices of how sharp the board is drawn: Auto, 50%, 75%, 100%.
settings-render-scale = Board drawn at
settings-render-scale-hint = Fewer pixels draw faster on a computer without a graphics card; the panels stay sharp. Auto: smaller without a graphics card, every pixel with one.
settings-render-scale-auto = Auto
settings-sound = Sound
# The labels after the two volume sliders; their values are percentages.
settings-master-volume = master volume
settings-effects-volume = effects

## Assistance: which helps a person gets in a game.

settings-assistance = Assistance
settings-assistance-by-difficulty = By difficulty
settings-assistance-by-difficulty-hint = Everything against Easy and Medium; highlights and route against Hard; highlights against Expert
settings-assistance-custom = Custom
settings-highlight-moves = Highlight legal destinations
settings-show-route = Show the route
settings-allow-undo = Allow undo
settings-allow-hints = Allow hints

## Notices at start about the settings file. $file is the file's path, $error
## what the system or the file reader said (in English), $copy the path of the
## copy kept.

settings-file-unreadable = { $file }: { $error }; using default settings
settings-file-broken-kept = { $file }: { $error }; using default settings, the file is kept as { $copy }
settings-file-broken-not-kept = { $file }: { $error }; using default settings, the file cannot be kept aside: { $copy-error }
# The $error of the two messages above when the file is not text.
settings-file-not-text = not a text file (not UTF-8)
# $names: the settings this version does not know, separated by commas.
settings-file-newer-kept = { $file }: a newer version of the game wrote settings this one does not know ({ $names }); the others are used, and the file as it was is kept as { $copy }
settings-file-newer-not-kept = { $file }: a newer version of the game wrote settings this one does not know ({ $names }); the others are used, and a copy of the file could not be kept: { $copy-error }
