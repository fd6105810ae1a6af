# The Learn screen: the list of lessons.

learn-heading = Apprendre
learn-intro = Chaque leçon place quelques billes sur le plateau et vous demande un coup.
learn-none = Aucune leçon trouvée.
# The button that opens the first lesson not yet done.
learn-continue = Reprendre à la leçon { $number }
learn-completed = Terminée
learn-start = Commencer
learn-play-again = Rejouer
# A lesson that could not be opened, and why (the detail names its file).
learn-cannot-open = Impossible d’ouvrir la leçon : { $error }
learn-no-such-lesson = La leçon { $number } n’existe pas.

## The lesson panel beside the board, while a lesson is played.

# The panel's heading: the lesson's number and title.
learn-lesson-title = Leçon { $number } : { $title }
learn-task = Consigne : { $task }
learn-trying = Prenez une bille et jouez un coup, à la souris ou au clavier.
# A move that did not do the task ($move is written like n1-m5-k5).
learn-taken-back = { $move } ne remplit pas la consigne : le coup a été annulé.
learn-hint = Indice : { $hint }
learn-done = Réussi !
learn-watched = Vous avez regardé la réponse : cliquez sur Réessayer pour la jouer vous-même et valider la leçon.
learn-ticked = Leçon cochée dans la liste.
learn-next = Leçon suivante
learn-back-to-list = Retour à la liste
learn-next-key = Entrée
learn-try-again = Réessayer
learn-show-answer = Voir la réponse
learn-show-answer-key = A
learn-skip = Passer
learn-skip-to-next = Passer à la suivante
learn-lessons = Leçons
learn-lessons-hint = Retour à la liste
# The keys in a lesson, listed at the panel's foot. Key names (Tab, Enter,
# Esc, Space, A, N, T, R, +/-) are those printed on the keys.
learn-keys = (Maj+)Tab choisir · Entrée prendre, jouer ou leçon suivante · Échap reposer ou pause · Espace finir le coup · A réponse · N noms des cases · T vue de dessus · flèches ou glisser (clic droit) tourner · molette ou +/- zoom · R vue par défaut
