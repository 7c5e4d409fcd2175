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

# The names of the six original commander orders (OrderEffect, L1002-1012); what each does is
# event-order-played-effect.
commander-order-banzai = Banzai
commander-order-forced-march = Forced march
commander-order-steady-ranks = Steady ranks
commander-order-hidden-path = Hidden path
commander-order-volley = Volley
commander-order-ancestors-watch = Ancestors watch
# A faction's commander order card whose file gives no text (a card known by its id).
commander-order-printed = its effect is on the printed card
