# The orders of the book (battle::command::OrderKind), as the command line and the window
# name them.

order-move = move
order-run = run
order-disengage = disengage
order-charge = charge
order-fight = fight
order-shoot = shoot
order-duel = duel
order-lead = lead
order-reload = reload
order-parapet = parapet
