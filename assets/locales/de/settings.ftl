# The settings screen.

settings-language = Sprache
settings-language-system = Systemsprache

settings-heading = Einstellungen

## The default rules, on the left of the settings (the rules themselves are
## worded in rules.ftl).

settings-default-rules = Standardregeln
settings-default-rules-note = Jedes neue Spiel, das du anlegst, wird nach diesen Regeln gespielt: das schnelle Spiel und die Spiele aus dem Baukasten unter „Weitere Spiele“. Eine Aufstellungsdatei bringt ihre eigenen mit.

## Play options: a column of sliders and checkboxes on the right.

settings-animation-speed = Animationstempo
# The animation speed slider's value: a multiple of the normal speed, such as 1.5 (×: times).
settings-animation-speed-value = { $speed }×
# The label after the interface size slider; its value is a percentage.
settings-interface-size = Oberflächengröße
# A size or a volume as a percentage, from 0 to 200.
settings-percent = { $percent } %
settings-camera-follows = Brett zum Spieler am Zug drehen
# N is the key that does the same during a game.
settings-hole-names = Feldnamen auf dem Brett zeigen (N)
# Before the choices of how sharp the board is drawn: Auto, 50%, 75%, 100%.
settings-render-scale = Brettauflösung
settings-render-scale-hint = Mit weniger Pixeln zeichnet ein Computer ohne Grafikkarte schneller; die Bedienfelder bleiben scharf. Auto: ohne Grafikkarte kleiner, mit Grafikkarte jedes Pixel.
settings-render-scale-auto = Auto
settings-sound = Ton
# The labels after the two volume sliders; their values are percentages.
settings-master-volume = Gesamtlautstärke
settings-effects-volume = Effekte

## Assistance: which helps a person gets in a game.

settings-assistance = Hilfen
settings-assistance-by-difficulty = Nach Stufe
settings-assistance-by-difficulty-hint = Alles gegen Leicht und Mittel; Markierungen und Weg gegen Schwer; Markierungen gegen Experte
settings-assistance-custom = Eigene
settings-highlight-moves = Erreichbare Felder markieren
settings-show-route = Weg anzeigen
settings-allow-undo = Zurücknehmen erlauben
settings-allow-hints = Hinweise erlauben

## Notices at start about the settings file. $file is the file's path, $error
## what the system or the file reader said (in English), $copy the path of the
## copy kept.

settings-file-unreadable = { $file }: { $error }; es gelten die Standardeinstellungen
settings-file-broken-kept = { $file }: { $error }; es gelten die Standardeinstellungen, die Datei wurde als { $copy } aufbewahrt
settings-file-broken-not-kept = { $file }: { $error }; es gelten die Standardeinstellungen, die Datei ließ sich nicht beiseitelegen: { $copy-error }
# The $error of the two messages above when the file is not text.
settings-file-not-text = keine Textdatei (kein UTF-8)
# $names: the settings this version does not know, separated by commas.
settings-file-newer-kept = { $file }: Eine neuere Version des Spiels hat Einstellungen gespeichert, die diese nicht kennt ({ $names }); die übrigen gelten, und die Datei wurde unverändert als { $copy } aufbewahrt
settings-file-newer-not-kept = { $file }: Eine neuere Version des Spiels hat Einstellungen gespeichert, die diese nicht kennt ({ $names }); die übrigen gelten, aber eine Kopie der Datei ließ sich nicht aufbewahren: { $copy-error }
