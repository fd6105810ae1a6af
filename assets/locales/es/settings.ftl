# The settings screen.

settings-language = Idioma
settings-language-system = El del sistema

settings-heading = Ajustes

## The default rules, on the left of the settings (the rules themselves are
## worded in rules.ftl).

settings-default-rules = Reglas por defecto
settings-default-rules-note = Se aplican a todas las partidas nuevas que crees: la partida rápida y las que montes en «Crear una partida». Un archivo de partida conserva sus propias reglas.

## Play options: a column of sliders and checkboxes on the right.

settings-animation-speed = Velocidad de animación
# The animation speed slider's value: a multiple of the normal speed, such as 1.5 (×: times).
settings-animation-speed-value = { $speed }×
# The label after the interface size slider; its value is a percentage.
settings-interface-size = tamaño de la interfaz
# A size or a volume as a percentage, from 0 to 200.
settings-percent = { $percent } %
settings-camera-follows = Girar el tablero hacia quien mueve
# N is the key that does the same during a game.
settings-hole-names = Mostrar los nombres de las casillas (N)
# Before the choices of how sharp the board is drawn: Auto, 50%, 75%, 100%.
settings-render-scale = Resolución del tablero
settings-render-scale-hint = Con menos píxeles se dibuja más rápido en un equipo sin tarjeta gráfica; los paneles siguen nítidos. Auto: menos píxeles sin tarjeta gráfica, todos con ella.
settings-render-scale-auto = Auto
settings-sound = Sonido
# The labels after the two volume sliders; their values are percentages.
settings-master-volume = volumen general
settings-effects-volume = efectos

## Assistance: which helps a person gets in a game.

settings-assistance = Ayudas
settings-assistance-by-difficulty = Según el nivel
settings-assistance-by-difficulty-hint = Todas contra Fácil y Medio; destinos resaltados y ruta contra Difícil; destinos resaltados contra Experto
settings-assistance-custom = Personalizadas
settings-highlight-moves = Resaltar los destinos legales
settings-show-route = Mostrar la ruta
settings-allow-undo = Permitir deshacer
settings-allow-hints = Permitir pistas

## Notices at start about the settings file. $file is the file's path, $error
## what the system or the file reader said (in English), $copy the path of the
## copy kept.

settings-file-unreadable = { $file }: { $error }; se usan los ajustes por defecto
settings-file-broken-kept = { $file }: { $error }; se usan los ajustes por defecto y el archivo se guarda aparte como { $copy }
settings-file-broken-not-kept = { $file }: { $error }; se usan los ajustes por defecto, pero el archivo no se puede guardar aparte: { $copy-error }
# The $error of the two messages above when the file is not text.
settings-file-not-text = no es un archivo de texto (no está en UTF-8)
# $names: the settings this version does not know, separated by commas.
settings-file-newer-kept = { $file }: una versión más reciente del juego guardó ajustes que esta no conoce ({ $names }); se usan los demás, y el archivo tal como estaba se guarda como { $copy }
settings-file-newer-not-kept = { $file }: una versión más reciente del juego guardó ajustes que esta no conoce ({ $names }); se usan los demás, pero no se pudo guardar una copia del archivo: { $copy-error }
