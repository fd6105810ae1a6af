# The settings screen.

settings-language = Langue
settings-language-system = Langue du système

settings-heading = Paramètres

## The default rules, on the left of the settings (the rules themselves are
## worded in rules.ftl).

settings-default-rules = Règles par défaut
settings-default-rules-note = Toutes les nouvelles parties que vous créez les suivent, en partie rapide comme dans Créer une partie. Un fichier de configuration garde ses propres règles.

## Play options: a column of sliders and checkboxes on the right.

settings-animation-speed = Vitesse d’animation
# The animation speed slider's value: a multiple of the normal speed, such as 1.5 (×: times).
settings-animation-speed-value = { $speed }×
# The label after the interface size slider; its value is a percentage.
settings-interface-size = taille de l’interface
# A size or a volume as a percentage, from 0 to 200.
settings-percent = { $percent } %
settings-camera-follows = Orienter le plateau vers le joueur dont c’est le tour
# N is the key that does the same during a game.
settings-hole-names = Afficher le nom des cases sur le plateau (N)
# Before the choices of how sharp the board is drawn: Auto, 50%, 75%, 100%.
settings-render-scale = Résolution du plateau
settings-render-scale-hint = Moins de pixels accélèrent l’affichage sur un ordinateur sans carte graphique ; les panneaux restent nets. Auto : résolution réduite sans carte graphique, pleine résolution avec.
settings-render-scale-auto = Auto
settings-sound = Son
# The labels after the two volume sliders; their values are percentages.
settings-master-volume = volume général
settings-effects-volume = effets

## Assistance: which helps a person gets in a game.

settings-assistance = Aides
settings-assistance-by-difficulty = Selon la difficulté
settings-assistance-by-difficulty-hint = Toutes contre Facile et Moyen ; cases accessibles et trajet contre Difficile ; cases accessibles contre Expert
settings-assistance-custom = Personnalisées
settings-highlight-moves = Montrer les cases accessibles
settings-show-route = Montrer le trajet
settings-allow-undo = Autoriser l’annulation
settings-allow-hints = Autoriser les indices

## Notices at start about the settings file. $file is the file's path, $error
## what the system or the file reader said (in English), $copy the path of the
## copy kept.

settings-file-unreadable = { $file } : { $error } ; paramètres par défaut utilisés
settings-file-broken-kept = { $file } : { $error } ; paramètres par défaut utilisés, le fichier est conservé sous { $copy }
settings-file-broken-not-kept = { $file } : { $error } ; paramètres par défaut utilisés, impossible de mettre le fichier de côté : { $copy-error }
# The $error of the two messages above when the file is not text.
settings-file-not-text = ce n’est pas un fichier texte (UTF-8 invalide)
# $names: the settings this version does not know, separated by commas.
settings-file-newer-kept = { $file } : une version plus récente du jeu a enregistré des paramètres que celle-ci ne connaît pas ({ $names }) ; les autres sont appliqués, et le fichier d’origine est conservé sous { $copy }
settings-file-newer-not-kept = { $file } : une version plus récente du jeu a enregistré des paramètres que celle-ci ne connaît pas ({ $names }) ; les autres sont appliqués, mais le fichier d’origine n’a pas pu être copié : { $copy-error }
