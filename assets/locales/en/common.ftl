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

# Why a battle played on by a chooser stopped short (battle::autoplay::Stuck).
stuck-no-command = no legal command while the battle waits for { $awaiting }
stuck-refused = a listed command was refused: { $rejection }
stuck-limit = { $commands ->
    [one] the battle did not get there after { $commands } command
   *[other] the battle did not get there after { $commands } commands
}
