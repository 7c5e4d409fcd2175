# The window's own words (menus, panels, help), one message per `Key` of src/app/i18n.rs:
# the id is the key's name in kebab-case. Figures are the variables $a, $b, … in the order
# the code passes them to `Lang::f`.

app-title = Kensei Table

## Menus
menu-file = File
menu-edit = Edit
menu-view = View
menu-help = Help
open = Open…
open-path = Open a path
open-path-hint = path to a .json file
open-button = Open
recent-files = Recent files
no-recent-files = No recent files
clear-recent = Clear the list
save = Save
save-as = Save as…
save-as-path = Save to a path
save-button = Save
close = Close
quit = Quit
undo = Undo
redo = Redo
undo-what = Undo: { $a }
redo-what = Redo: { $a }
nothing-to-undo = Nothing to undo
nothing-to-redo = Nothing to redo
delete = Delete
rotate-left = Rotate left 15°
rotate-right = Rotate right 15°
settings = Settings
shortcuts = Keyboard shortcuts
about = About
about-text = Kensei Table: a desktop assistant for the Kensei miniatures wargame. Every figure names the ruling (R-…) and the line of the Spanish Living Rules (L…) it comes from.

## Panels
panel-builder = List builder
panel-odds = Odds
panel-tracker = Battle
panel-dice = Dice
panel-document = Document

## Documents
kind-table = table
kind-scenario = scenario
kind-list = army list
kind-battle = battle
nothing-loaded = Nothing loaded. Open a scenario, table, army list or saved battle (Ctrl+O), drop a JSON file on the window, or pick a recent file.
no-table = No table open: open a scenario or a saved table to see it here.
list-line = Army list: { $a } ({ $b } points)
untitled = untitled
unsaved = unsaved changes
opened = Opened { $a }
saved = Saved { $a }
cannot-open = Cannot open { $a }
cannot-save = Cannot save { $a }: { $b }
unknown-kind = this JSON is not a scenario, table, army list or saved battle this version knows
no-dialog = No file dialog is available here: type a path instead.
nothing-to-save = Nothing to save
table-size = Table: { $a } × { $b } cm
models-per-side = Models: { $a } (side 0), { $b } (side 1)
terrain-pieces = Terrain pieces: { $a }
turn-limit = Turn limit: { $a }
story = Story
special-rules = Special rules
objectives = Objectives
objective-line = { $a }: { $b } VP within { $c } cm
canvas-pending = The table canvas is drawn here.
selected = Selected: { $a }

## Settings
language = Language
theme = Theme
theme-dark = Dark
theme-light = Light
autosave-every = Autosave every (seconds)
autosave-off = Autosave off
show-help = Hover help on figures

## Autosave
restore-title = Restore unsaved work?
restore-text = The last session ended with unsaved work. An autosave of { $a } from { $b } is there.
restore = Restore
discard = Discard
restored = Restored the autosave of { $a }
autosaved = Autosaved

## Shortcuts help
shortcut-open = Ctrl+O: open
shortcut-save = Ctrl+S: save (Ctrl+Shift+S: save as)
shortcut-undo = Ctrl+Z: undo
shortcut-redo = Ctrl+Y or Ctrl+Shift+Z: redo
shortcut-delete = Delete: remove the selected model, unit or terrain piece
shortcut-escape = Esc: drop the tape or the terrain being drawn
shortcut-rotate = Q / E: rotate the selection 15° left / right

## Dice roller
success-roll = Success roll
dice-count = Number of dice
value-modifier = Value modifier
each-die-succeeds = Each die succeeds: { $a }
help-success-roll = A die succeeds on a natural 6, or when it is not a natural 1 and its value plus the modifier is 4 or more. A pool of zero or fewer dice rolls one die that needs a natural 6.
successes = Successes
at-least = at least { $a }
roll = Roll
rolled-successes = { $a ->
        [one] { $a } success
       *[other] { $a } successes
    }
honor-test = Honor test
honor = Honor
general-reroll = General's re-roll
pass-chance = Passes: { $a }
help-honor-test = 1D6, passed when the result is at most the Honor; with the general's re-roll, 2D6 keeping the better.
roll-honor = Roll the test
kept-die = kept { $a }
passed = Passed
failed = Failed
d3 = D3
roll-d3 = Roll a D3
d3-result = D6 { $a } gives D3 { $b }

## Odds panel
melee = Melee
shooting = Shooting
filled-from = Filled in from the table: { $a }
inputs = Inputs
attacker = Attacker
defender = Defender
shooter = Shooter
target = Target
unit-name = Name
attack = Attack
ranged-attack = Ranged attack
models-field = Models (not the leader)
models-at-start = Models at the start of the battle
hr = Wounds (HR)
wounded-marker = Wounds on the wounded marker
stuns = Stun markers
difficulty-to-wound = Difficulty to wound
mounted = Mounted
skirmishers = Skirmishers
has-unit-leader = Unit leader
leader-attack = Leader's attack
leader-ranged-attack = Leader's ranged attack
leader-hr = Leader's wounds (HR)
leader-wounds-taken = Wounds the leader carries
leader-own-honor = Leader has its own Honor
leader-honor = Leader's Honor
in-contact = Models in contact (not the leader)
leader-in-contact = Leader in contact
powered = Powered
charged = Charged
casualty-this-turn = Casualty this turn
used-marker = Used marker
reactive-without-order = Reactive without an order
parapet = Parapet marker
out-of-formation = Out of formation
in-cover = In cover
retreating-marker = Retreating marker
attacks-by = Attacks by the
front = front
flank = flank
rear = rear
extra-dice = Extra dice
extra-value = Extra value
wound-modifier = Wound modifier
protect-leader = Protect the leader
protect-when-lethal = when it would die
protect-always = always
protect-never = never
in-range-and-sight = Models with sight and range (not the leader)
leader-can-shoot = Leader can shoot
stand-and-shoot = Stand and shoot
all-visible = Shooters see every model
visible-models = Models the shooters see
pool-total = Rolls { $a } dice, { $b } to each
help-pool = The rows of the book's table that apply, added up.
attacker-wins = Attacker wins { $a }
defender-wins = Defender wins { $a }
draw = Draw { $a }
expected-hits = Hits expected: { $a }
expected-wounds-stuns = Wounds expected: { $a } to the unit, { $b } to the leader, { $c } stuns
casualties-expected = Casualties suffered (expected { $a })
help-casualties = New wounds plus those on the wounded marker, divided by HR.
casualties = Casualties
leader-dies = Unit leader dies
wiped-out = Wiped out
takes-honor-test = Takes an Honor test
fails-honor-test = Fails the Honor test
falls-back = Falls back
retreats = Retreats
holds = Holds
seed = Seed { $a }
winner-is = { $a } wins
no-winner = No winner
every-step = Every step
rolled-dice-hits = Dice { $a }: { $b ->
        [one] { $b } hit
       *[other] { $b } hits
    }
rolled-wound-dice = Wound dice { $a }: { $b ->
        [one] { $b } wound
       *[other] { $b } wounds
    }, { $c } to the leader, { $d ->
        [one] { $d } stun
       *[other] { $d } stuns
    }
after-casualties = { $a ->
        [one] { $a } casualty
       *[other] { $a } casualties
    }, { $b ->
        [one] { $b } model left
       *[other] { $b } models left
    }
leader-died = The unit leader died
markers-after = Wounded marker { $a }, stun markers { $b }
honor-test-rolled = Honor test { $a } against { $b }: { $c }

## List builder
new-list = New army list
faction = Faction
list-name = List name
battle-size = Battle size (points)
create-list = Create the list
commander-level = Commander level
level-n = level { $a }
advanced-rules = Advanced rules (hidden powers)
points-total = { $a } / { $b } points
points-left = { $a } left
hand-size = hand of { $a ->
        [one] { $a } card
       *[other] { $a } cards
    }
model-count = { $a ->
        [one] { $a } model
       *[other] { $a } models
    }
list-legal = The list is legal.
list-illegal = The list is not legal yet: see the problems below.
points-by-type = Points by troop type
units = Units
unit-points = { $a } pts
models-in-unit = Models
general = General
remove-unit = Remove
unit-leader = Unit leader
no-leader = none
support-troops = Support
add-support = Add support…
remove-support = Remove this support troop
add-unit = Add a unit
pick-profile = pick a profile
add = Add
problems = Problems
no-problems = No problems.
save-list = Save the list
copy-roster = Copy the roster (Markdown)
roster-copied = Roster copied
print-roster = Print: write the roster as HTML to
write-html = Write
roster-written = Roster written to { $a }: open it in a browser to print it

## Battle tracker
new-battle = New battle
new-battle-help = The battle is played on the open scenario, with a roster file for each side.
side-roster0 = Side 0 roster
side-roster1 = Side 1 roster
seed-label = Seed
start-battle = Start the battle
need-table = Open a scenario first.
legal-commands = What you can do now
no-legal-commands = Nothing: the battle is over.
more-commands = … and { $a } more
battle-log = Battle log ({ $a ->
        [one] { $a } command
       *[other] { $a } commands
    })
phase-setup = setup
phase-maintenance = maintenance
phase-initiative = initiative
phase-activation = activation
phase-ended = the battle is over
turn-of = Turn { $a } of { $b }, { $c }
initiative-held = Initiative: { $a }
victory-points = Victory points: { $a } - { $b }
pair-active = Activation pair, active side: { $a }
orders-left = { $a }: { $b ->
        [one] { $b } order left
       *[other] { $b } orders left
    }
roll-initiative = Initiative roll
roll-orders = Order rolls
roll-charge = Charge roll, { $a } against { $b }
roll-combat = Combat roll, { $a } against { $b }
roll-wounds = Wound rolls, { $a } against { $b }
roll-protect = Protect the leader of { $a }: 4+ the unit takes the wound
roll-honor-test = Honor test of { $a }
roll-fall-back = Fall back or retreat of { $a }
roll-run = Run of { $a }
roll-flee = Flight of { $a } from { $b }
roll-opportunity-charge = Opportunity charge roll, { $a } against { $b }
roll-pursuit-honor = Honor test of { $a } to pursue { $b }
roll-pursuit-move = Pursuit move of { $a } after { $b }
roll-led-order = Order roll of the led { $a }, for its ki
help-offering = Before the roll takes effect, each side may offer a card to the gods: re-roll one die, or add the card's value to one of its own dice.
hand-line = Hand: { $a } · deck { $b } · discard { $c }
commander-orders-line = Commander orders in hand: { $a } · { $b } in the deck
general-dead = The general is dead: -1 Honor and Initiative
unused-units = Unused units ({ $a }): { $b }
units-and-markers = Units and markers
removed = removed
unit-models = { $a }: { $b ->
        [one] { $b } model
       *[other] { $b } models
    }
mark-used = used
mark-stunned = stunned { $a }
mark-wounded = wounded { $a }
mark-retreating = retreating
mark-parapet = parapet
mark-unloaded = unloaded { $a }
mark-dishonoured = dishonoured
mark-ki = ki active
mark-ki-ability = ki: { $a }
mark-banzai = Banzai (+1D6 next combat roll)
mark-forced-march = forced march +{ $a } cm
mark-steady-ranks = Steady ranks (next Honor test passes)
mark-hidden-path = Hidden path (deploys > 30 cm from the enemy)
mark-volley = Volley (ignores cover)
await-terrain-order = Waiting for { $a } to choose who places extra terrain first
await-extra-terrain = Waiting for { $a } to place extra terrain
await-commander-orders = Waiting for { $a } to pick commander orders
await-deploy = Waiting for { $a } to deploy
await-keep-cards = Waiting for { $a } to keep cards
await-keep-order = Waiting for { $a } to keep a commander order
await-offerings = Waiting for { $a } to make or pass an offering
await-active-side = Waiting for { $a } to name the active side
await-choose-unit = Waiting for { $a } to activate a unit
await-spend-order = Waiting for { $a } to give an order
await-charge-reaction = Waiting for { $a } to react to the charge
await-fight-back = Waiting for { $a } to fight back
await-duel-answer = Waiting for { $a } to answer the duel
await-duel-stake = Waiting for { $a } to stake cards in the command duel
await-ki-ability = Waiting for { $a } to choose a ki ability
await-commander-activation = Waiting for { $a } to use a commander activation or end
await-protect-leader = Waiting for { $a } to choose whether to protect its unit leader from a wound
chain-left = Multiple combat: { $a ->
        [one] { $a } combat left
       *[other] { $a } combats left
    }, no result until all are fought
chain-combat = { "  " }{ $a } against { $b }
chain-loss = { "  " }{ $a }: { $b ->
        [one] { $b } casualty noted
       *[other] { $b } casualties noted
    }{ $c }
chain-leader-lost = , unit leader lost (counts 2)
pursuit-due = { $a } may pursue { $b } (Honor test)
melee-move-due = { $a } may make a melee move of up to 5 cm
await-next-combat = Waiting for { $a } to pick the next combat of the multiple combat
await-pick-opponents = Waiting for { $a } to pick whom its models touching two enemy units fight (L719)
await-pursuit = Waiting for { $a } to pursue or stay
await-opportunity-charge = Waiting for { $a } to make an opportunity charge on the declared move or let it pass
await-melee-move = Waiting for { $a } to make a melee move or skip it
powered-suffix = { " " }(powered)
cmd-terrain-order = Side { $a }: side { $b } places terrain first
cmd-place-terrain = Side { $a }: place terrain { $b }
cmd-end-terrain = Side { $a }: no more terrain
cmd-pick-orders = Side { $a }: commander order { $b } in hand, deck { $c }
cmd-deploy = Side { $a }: deploy { $b } at { $c }, { $d }
cmd-keep-cards = Side { $a }: keep cards { $b }
cmd-keep-order = Side { $a }: keep commander order { $b }
cmd-offer-reroll = Side { $a }: offer a { $b } to re-roll die { $c }
cmd-offer-add = Side { $a }: offer a { $b } to add it to die { $c }
cmd-pass-offering = Side { $a }: no offering
cmd-active-side = Side { $a }: side { $b } is active
cmd-activate = Side { $a }: activate { $b }
cmd-hold = Side { $a }: hold the remaining orders
cmd-receive = Side { $a }: receive the charge
cmd-flee = Side { $a }: flee
cmd-stand-and-shoot = Side { $a }: stand and shoot
cmd-fight-back = Side { $a }: fight back{ $b }
cmd-accept-duel = Side { $a }: accept the duel{ $b }
cmd-refuse-duel = Side { $a }: refuse the duel
cmd-command-duel = Side { $a }: command duel, staking { $b }
cmd-stake-duel = Side { $a }: answer the command duel with { $b }
cmd-commander-activation = Side { $a }: discard a { $b } for a commander activation
cmd-end-activations = Side { $a }: end activations
cmd-order-on = { " " }on { $a }
cmd-choose-ki = Side { $a }: { $b } uses the ki ability { $c }
cmd-use-order = Side { $a }: use commander order { $b } (cards { $c })
pick-order-title = Choose how to use { $a }
pick-order-units = Units the order names:
pick-order-stuns = { $a }: stun markers to remove
pick-order-x = X (extra cards):
pick-order-cost = Cost { $a ->
        [one] { $a } card
       *[other] { $a } cards
    }, { $b } chosen
pick-order-card = card { $a }
pick-order-use = Use { $a }
help-order-picker = A commander order is used between orders of the activation phase (Hidden path while deploying): discard its cost in command cards of any value (1+X: X more cards and X units), name units without a used marker. A used order is gone for the battle.
cmd-choose-combat = Side { $a }: next combat { $b } against { $c }
cmd-pick-opponents = Side { $a }: in { $b }, { $c }
cmd-pick-one = { $a } fights { $b }
cmd-pursue = Side { $a }: try to pursue (Honor test)
cmd-protect-leader = Side { $a }: protect the unit leader (1D6, 4+ the unit takes the wound)
cmd-leader-takes-it = Side { $a }: the unit leader takes the wound
cmd-stay = Side { $a }: do not pursue
cmd-melee-move = Side { $a }: melee move of { $b ->
        [one] { $b } model
       *[other] { $b } models
    }
cmd-opportunity-charge = Side { $a }: opportunity charge with { $b }{ $c }
cmd-let-move-pass = Side { $a }: let the move pass
cmd-skip-melee-move = Side { $a }: no melee move
ord-move = move { $a ->
        [one] { $a } model
       *[other] { $a } models
    }{ $b }
ord-disengage = disengage
ord-charge = charge { $a }{ $b }
ord-fight = fight { $a }{ $b }
ord-shoot = shoot at { $a }{ $b }
ord-duel = challenge { $a } to a duel{ $b }
ord-lead = lead { $a }
ord-reload = reload{ $a }
ord-parapet = take parapet
ord-join-unit = joins { $a } (L537)
ord-join-unit-swap = joins { $a }, swapping places with { $b } (L541)
ord-leader-leaves = the leader leaves the unit to ({ $a }, { $b }) (L545)
battle-view-note = Drag a model of the active unit (or the whole unit) to give it a move order; every other order is in the battle panel.
battle-edits-refused = In a battle, models move by orders: drag a model of the active unit, or use the battle panel.
weapon-range = range
attacking-unit = Attacking unit
target-unit = Target unit
fill-from-table = Fill in from the table
no-units-to-fill = no unit `{ $a }` or `{ $b }` on the table
charge-reach = Charge: { $a } cm to cover, needs { $b } ({ $c }); powered { $d } ({ $e })
range-band-is = Range: { $a }
range-short = short
range-medium = medium
range-long = long
range-out = out of range
sight-from = Sight from { $a }
no-enemies = No enemy models on the table.
sight-row = { $a }: { $b } cm, sight { $c }
los-total = total
los-partial = partial
los-none = none
blocked-by = { " " }(through { $a })
in-cover-suffix = , in cover
engaged-suffix = , engaged
give-in-battle = Give the order in the battle (the battle rolls and applies the result):
place-on-table = Place
place-on-table-help = Each click on the table places this unit in one rank, facing the enemy's edge.
place-for-side = Place units for side
placing-unit = Click on the table to place { $a }

## Hover help
help-ruling-and-lines = Ruling { $a } · book { $b }
help-ruling = Ruling { $a }
help-lines = Book { $a }

## Edits named in the undo menu
edit-move = move
edit-rotate = rotate
edit-delete = delete
edit-table = table edit
edit-add-models = add models
edit-terrain = terrain edit

## Canvas tools
tool-select = Select
tool-move-unit = Move unit
tool-rotate = Rotate
tool-measure = Tape
tool-draw-terrain = Draw terrain
tool-edit-terrain = Edit terrain
overlays = Overlays
overlay-grid = Grid
overlay-view = Field of view
overlay-sides = Front, flank, rear
overlay-sight = Line of sight
overlay-cover = Cover
overlay-engagement = Engagement
overlay-zoc = Zone of control
overlay-ranges = Range bands
overlay-reach = Charge reach
overlay-problems = Formation and placement problems
fit-view = Fit the table
terrain-kind-label = Kind
kind-ignorable = ignorable
kind-difficult = difficult
kind-impassable = impassable
terrain-height = Height
terrain-cover = Gives cover
edit-list = list edit
edit-battle = battle command

## The unit's profile noted in a plain table (charge reach, zone of control, range bands)
unit-profile = Profile of { $a } (for reach, zone of control and range)
unit-profile-help = A plain table knows only bases: give the unit's MOV (and its weapon's range) to see its charge reach, zone of control and range bands. Saved in the table file.
unit-mov = Movement (MOV), cm
unit-shoots = Shoots, range in cm
unit-skirmisher = Skirmishers (open order)
unit-no-profile = No profile noted
add-unit-profile = Note a profile
remove-unit-profile = Remove the profile
edit-unit-profile = profile of { $a }

## Moves in a battle by dragging on the canvas
drag-nothing = Nothing was moved.
drag-run = Drag = run (powered move)
drag-run-help = Dragging a model of the active unit gives it a move order; with this on, a run (2 x MOV + 1D6, no difficult terrain).
tool-move-unit-battle = Move unit

## Unsaved work on closing or opening over it
unsaved-title = Unsaved work
unsaved-text = Unsaved changes in: { $a }. Save them first?
unsaved-opening = Opening { $a } replaces it.
unsaved-save = Save
unsaved-discard = Discard the changes
unsaved-cancel = Cancel
