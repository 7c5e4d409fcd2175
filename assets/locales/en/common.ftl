# Words shared by the command line and the window.

# A side of the battle, by its number (0 or 1).
side = { $side ->
    [0] Side 1
   *[other] Side 2
}

# A count of models, with its plural.
models = { $count ->
    [one] { $count } model
   *[other] { $count } models
}
