# The settings screen.

settings-language = Language
settings-language-system = As the system
