# The Learn screen: the list of lessons.

learn-heading = Lernen
learn-intro = Jede Lektion stellt ein paar Kugeln aufs Brett und verlangt einen Zug.
learn-none = Keine Lektionen gefunden.
# The button that opens the first lesson not yet done.
learn-continue = Weiter mit Lektion { $number }
learn-completed = Erledigt
learn-start = Starten
learn-play-again = Noch mal spielen
# A lesson that could not be opened, and why (the detail names its file).
learn-cannot-open = Die Lektion lässt sich nicht öffnen: { $error }
learn-no-such-lesson = Es gibt keine Lektion { $number }.

## The lesson panel beside the board, while a lesson is played.

# The panel's heading: the lesson's number and title.
learn-lesson-title = Lektion { $number }: { $title }
learn-task = Aufgabe: { $task }
learn-trying = Nimm eine Kugel auf und mach deinen Zug – mit der Maus oder der Tastatur.
# A move that did not do the task ($move is written like n1-m5-k5).
learn-taken-back = { $move } löst die Aufgabe nicht und wurde deshalb zurückgenommen.
learn-hint = Hinweis: { $hint }
learn-done = Geschafft!
learn-watched = Du hast dir die Lösung angesehen: Mit „Noch mal versuchen“ spielst du sie selbst und hakst die Lektion ab.
learn-ticked = In der Liste der Lektionen abgehakt.
learn-next = Nächste Lektion
learn-back-to-list = Zurück zur Liste
learn-next-key = Enter
learn-try-again = Noch mal versuchen
learn-show-answer = Lösung zeigen
learn-show-answer-key = A
learn-skip = Überspringen
learn-skip-to-next = Weiter zur nächsten
learn-lessons = Lektionen
learn-lessons-hint = Zurück zur Liste
# The keys in a lesson, listed at the panel's foot. Key names (Tab, Enter,
# Esc, Space, A, N, T, R, +/-) are those printed on the keys.
learn-keys = (Umschalt+)Tab wählen · Enter aufnehmen, ziehen oder nächste Lektion · Esc ablegen oder Pause · Leertaste überspringen · A Lösung · N Feldnamen · T Draufsicht · Pfeiltasten oder rechte Maustaste drehen · Mausrad oder +/- zoomen · R zurücksetzen
