# Words the panels of several screens share.

# The button at the foot of a page that goes back to the screen before.
ui-back = Volver
# The Back button's hover text: the key that does the same.
ui-back-key = Esc
