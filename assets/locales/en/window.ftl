# The window's own words (menus, panels, help), one message per `Key` of src/app/i18n.rs:
# the id is the key's name in kebab-case. Figures are variables named for what they are
# ($unit, $side, $count…); the code passes each to `Lang::f` by that name.

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
undo-what = Undo: { $edit }
redo-what = Redo: { $edit }
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
fold-document = Fold the document panel away
unfold-document = Show the document panel
fold-side = Fold the side panel away
unfold-side = Show the side panel

## Documents
kind-table = table
kind-scenario = scenario
kind-list = army list
kind-battle = battle
nothing-loaded = Nothing loaded. Open a scenario, table, army list or saved battle (Ctrl+O), drop a JSON file on the window, or pick a recent file.
no-table = No table open: open a scenario or a saved table to see it here.
list-line = Army list: { $name } ({ $points } points)
untitled = untitled
unsaved = unsaved changes
opened = Opened { $file }
saved = Saved { $file }
cannot-open = Cannot open { $file }
cannot-save = Cannot save { $file }: { $error }
unknown-kind = this JSON is not a scenario, table, army list or saved battle this version knows
no-dialog = No file dialog is available here: type the file's path in File › Open a path, then press Open.
no-dialog-save = No file dialog is available here: type where to save in File › Save to a path, then press Save.
no-path-typed = Type the file's path in the field beside the button first.
nothing-to-save = Nothing to save
table-size = Table: { $width } × { $depth } cm
models-per-side = Models: { $models-0 } (Side 1), { $models-1 } (Side 2)
terrain-pieces = Terrain pieces: { $count }
turn-limit = Turn limit: { $turns }
story = Story
special-rules = Special rules
objectives = Objectives
objective-line = { $objective }: { $vp } VP within { $radius } cm
canvas-pending = The table canvas is drawn here.
selected = Selected: { $selection }

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
restore-text = The last session ended with unsaved work. An autosave of { $document } from { $time } is there.
restore = Restore
discard = Discard
restored = Restored the autosave of { $document }
autosaved = Autosaved

## Shortcuts help
shortcut-open = Ctrl+O: open
shortcut-save = Ctrl+S: save (Ctrl+Shift+S: save as)
shortcut-undo = Ctrl+Z: undo
shortcut-redo = Ctrl+Y or Ctrl+Shift+Z: redo
shortcut-delete = Delete: remove the selected model, unit or terrain piece
shortcut-escape = Esc: drop the tape or the terrain being drawn
shortcut-rotate = Q / E: rotate the selection 15° left / right
shortcut-select = Click a model: select its unit; click a model of the selected unit: that model alone
shortcut-zoom = Mouse wheel (or pinch): zoom about the pointer
shortcut-pan = Drag the empty table (or drag with the right or middle button): pan
shortcut-tape = Tape tool: drag from one point to another, or click where it starts and click where it ends
shortcut-fit = Fit the table (tool bar): the whole table in view again

## Dice roller
success-roll = Success roll
dice-count = Number of dice
value-modifier = Value modifier
each-die-succeeds = Each die succeeds: { $target }
help-success-roll = A die succeeds on a natural 6, or when it is not a natural 1 and its value plus the modifier is 4 or more. A pool of zero or fewer dice rolls one die that needs a natural 6.
successes = Successes
at-least = at least { $value }
roll = Roll
rolled-successes = { $successes ->
        [one] { $successes } success
       *[other] { $successes } successes
    }
honor-test = Honor test
honor = Honor
general-reroll = General's re-roll
pass-chance = Passes: { $chance }
help-honor-test = 1D6, passed when the result is at most the Honor; with the general's re-roll, 2D6 keeping the better.
roll-honor = Roll the test
kept-die = kept { $die }
passed = Passed
failed = Failed
d3 = D3
roll-d3 = Roll a D3
d3-result = D6 { $d6 } gives D3 { $d3 }

## Odds panel
melee = Melee
shooting = Shooting
filled-from = Filled in from the table: { $units }
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
pool-total = Rolls { $dice } dice, { $bonus } to each
help-pool = The rows of the book's table that apply, added up.
attacker-wins = Attacker wins { $chance }
defender-wins = Defender wins { $chance }
draw = Draw { $chance }
expected-hits = Hits expected: { $hits }
expected-wounds-stuns = Wounds expected: { $unit-wounds } to the unit, { $leader-wounds } to the leader, { $stuns } stuns
casualties-expected = Casualties suffered (expected { $casualties })
help-casualties = New wounds plus those on the wounded marker, divided by HR.
casualties = Casualties
leader-dies = Unit leader dies
wiped-out = Wiped out
takes-honor-test = Takes an Honor test
fails-honor-test = Fails the Honor test
falls-back = Falls back
retreats = Retreats
holds = Holds
seed = Seed { $seed }
winner-is = { $winner } wins
no-winner = No winner
every-step = Every step
rolled-dice-hits = Dice { $dice }: { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }
rolled-wound-dice = Wound dice { $dice }: { $wounds ->
        [one] { $wounds } wound
       *[other] { $wounds } wounds
    }, { $leader-wounds } to the leader, { $stuns ->
        [one] { $stuns } stun
       *[other] { $stuns } stuns
    }
after-casualties = { $casualties ->
        [one] { $casualties } casualty
       *[other] { $casualties } casualties
    }, { $models ->
        [one] { $models } model left
       *[other] { $models } models left
    }
leader-died = The unit leader died
markers-after = Wounded marker { $wounded }, stun markers { $stuns }
honor-test-rolled = Honor test { $roll } against { $honor }: { $result }

## List builder
new-list = New army list
faction = Faction
list-name = List name
battle-size = Battle size (points)
create-list = Create the list
commander-level = Commander level
level-n = level { $level }
advanced-rules = Advanced rules (hidden powers)
points-total = { $spent } / { $size } points
points-left = { $points } left
hand-size = hand of { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }
model-count = { $models ->
        [one] { $models } model
       *[other] { $models } models
    }
list-legal = The list is legal.
list-illegal = The list is not legal yet: see the problems below.
points-by-type = Points by troop type
units = Units
unit-points = { $points } pts
models-in-unit = Models
general = General
remove-unit = Remove
unit-leader = Unit leader
no-leader = none
support-troops = Support
add-support = Add support…
remove-support = Remove this support troop
game-mode = Game
mode-standard = Standard battle
mode-raid = Raid
mode-total-war = Total war
game-mode-help = A battle as the book has it (200 to 1000 points); a raid, a small skirmish of 150 points whose units are 3 models and their leader, all skirmishers, +1 Wounds; or total war, a large battle where each unit stands on one 12 × 6 cm movement base.
raid-battle-size = 150 points (a raid)
mixed-models = Other profiles
add-mixed = Add a model of…
remove-mixed = Take one of these models out
on-base = Models on the movement base
on-base-stands-for = a unit of { $size }
on-base-stands-for-none = stands for no unit: 2 or more
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
roster-written = Roster written to { $file }: Open shows it in your browser, to print it
open-roster = Open
open-roster-first = Write the roster first; then Open shows it in your browser, to print it.
roster-opened = { $file } opened in your browser: print it from there.
roster-not-opened = { $file } could not be opened here ({ $reason }): open it from your file manager or browser to print it.
missions = Missions (R-MISSION-1)
primary-mission = Primary mission (both sides)
secondary-table = Secondary missions (each side rolls 1D6 in secret)
die-face = { $face }. { $mission } ({ $vp } VP)
mission-line = { $mission } ({ $vp } VP)
mission-nobody = Achieved by nobody.
mission-nobody-yet = Nobody would achieve it if the battle ended now.
mission-achieved-by = Achieved by { $sides }.
mission-would-be = { $sides } would achieve it if the battle ended now.
secondary-of = Secondary mission of { $side }
mission-achieved = Achieved.
mission-not-achieved = Not achieved.
mission-achieved-now = Achieved if the battle ended now.
mission-not-yet = Not achieved yet.
hide-mission = Hide it
show-mission = Show { $side }'s secret mission
show-mission-help = Only that side's player should look: the opponent learns it when the battle ends.
mission-kept-by-computer = Kept secret by the computer until the battle ends.
leader-leads-other = { $leader } (now with { $unit })
leader-moved = { $leader } now leads { $to }; he left { $from }.
leader-moved-with-general = { $leader } now leads { $to }; he left { $from }, and the General's flag came with him.
rename-unit = Unit name
unit-renamed = { $from } is now called { $to }.

## Battle tracker
new-battle = New battle
new-battle-help = The battle is played on the open scenario, with a list for each side: one offered (yours among them once opened or saved), or a list or roster file typed.
side-roster0 = Side 1 roster
side-roster1 = Side 2 roster
seed-label = Seed
start-battle = Start the battle
need-table = Open a scenario first.
legal-commands = What you can do now
no-legal-commands = Nothing: the battle is over.
more-commands = … and { $count } more
battle-log = Battle log ({ $commands ->
        [one] { $commands } command
       *[other] { $commands } commands
    })
phase-setup = setup
phase-maintenance = maintenance
phase-initiative = initiative
phase-activation = activation
phase-ended = the battle is over
turn-of = Turn { $turn } of { $turns }, { $phase }
initiative-held = Initiative: { $side }
victory-points = Victory points: { $vp-0 } - { $vp-1 }
pair-active = Activation pair, active side: { $side }
orders-left = { $unit }: { $orders ->
        [one] { $orders } order left
       *[other] { $orders } orders left
    }
roll-initiative = Initiative roll
roll-strategy = Strategy roll (1D6 + commander level)
roll-orders = Order rolls
roll-charge = Charge roll, { $charger } against { $target }
roll-combat = Combat roll, { $attacker } against { $defender }
roll-wounds = Wound rolls, { $attacker } against { $defender }
roll-protect = Protect the leader of { $unit }: 4+ the unit takes the wound
roll-honor-test = Honor test of { $unit }
roll-fall-back = Fall back or retreat of { $unit }
roll-run = Run of { $unit }
roll-flee = Flight of { $unit } from { $from }
roll-opportunity-charge = Opportunity charge roll, { $charger } against { $target }
roll-pursuit-honor = Honor test of { $unit } to pursue { $fleeing }
roll-pursuit-move = Pursuit move of { $unit } after { $fleeing }
roll-led-order = Order roll of the led { $unit }, for its ki
help-offering = Before the roll takes effect, each side may offer a card to the gods: re-roll one die, or add the card's value to one of its own dice.
hand-line = Hand: { $hand } · deck { $deck } · discard { $discard }
commander-orders-line = Commander orders in hand: { $hand } · { $deck } in the deck
hand-face-down-line = Hand: { $hand ->
        [one] { $hand } card
       *[other] { $hand } cards
    }, face down · deck { $deck } · discard { $discard }
commander-orders-face-down-line = Commander orders in hand: { $hand }, face down · { $deck } in the deck
general-dead = The general is dead: -1 Honor and Initiative
unused-units = Unused units ({ $count }): { $units }
units-and-markers = Units and markers
removed = removed
unit-models = { $unit }: { $models ->
        [one] { $models } model
       *[other] { $models } models
    }
unit-size = { $unit }: size { $size } of { $start } on its movement base (R-TW-5)
chain-left = Multiple combat: { $combats ->
        [one] { $combats } combat left
       *[other] { $combats } combats left
    }, no result until all are fought
chain-combat = { "  " }{ $attacker } against { $defender }
chain-loss = { "  " }{ $unit }: { $casualties ->
        [one] { $casualties } casualty noted
       *[other] { $casualties } casualties noted
    }{ $leader }
chain-leader-lost = , unit leader lost (counts 2)
pursuit-due = { $unit } may pursue { $fleeing } (Honor test)
melee-move-due = { $unit } may make a melee move of up to 5 cm
table-side-part = {" "}as the { $part }
charged-answering = { $unit } answers { $charger }'s charge now
pick-order-title = Choose how to use { $order }
pick-order-units = Units the order names:
pick-order-stuns = { $unit }: stun markers to remove
pick-order-x = X (extra cards):
pick-order-cost = Cost { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, { $chosen } chosen
pick-order-card = card { $card }
pick-order-use = Use { $order }
help-order-picker = A commander order is used between orders of the activation phase (Hidden path while deploying): discard its cost in command cards of any value (1+X: X more cards and X units), name units without a used marker. A used order is gone for the battle.
battle-view-note = Drag a model of the active unit (or the whole unit) to give it a move order; every other order is in the battle panel.
battle-edits-refused = In a battle, models move by orders: drag a model of the active unit, or use the battle panel.
weapon-range = range
attacking-unit = Attacking unit
target-unit = Target unit
fill-from-table = Fill in from the table
troop-of = { $side }: troop
typed-numbers = Typed numbers
troop-leader = Unit leader
no-troop-leader = None
troop-numbers-label = The troop brings
troop-numbers = attack { $attack }, shooting { $ranged }, HR { $hr }, Honor { $honor }, wounded on { $wound }+
troop-adds = its weapons and abilities here: { $dice } dice, { $value } to each die, { $wound } to wound
short-range = Short range (20 cm or less)
nobody-in-contact = No model is in contact, so there is no melee to work out. Set the models in contact, or fill in from the table.
fill-out-of-reach = { $attacker } cannot reach { $target }: { $distance } cm apart, more than even a powered charge covers. No charge and no contact are set.
fill-charge-assumed = Not in contact yet. The odds below assume the charge reaches, with { $models } models in contact.
fill-no-mov = Not in contact, and the table does not know { $attacker }'s movement, so no charge is set.
fill-not-seen = No model of { $attacker } sees { $target }, so it may not charge it (L612). No charge is set.
troop-from-table = { $unit } (from the table)
troop-unknown = The table does not know the troop of { $units }: those sides keep the numbers as typed. Put the units down from their lists ("Armies on the table") for their own troops.
mark-from-table = table
mark-changed = changed
mark-changed-help = The table filled in another value; this one is yours.
offer-prompt = { $side }: offer a card to the gods on this roll?
offer-hand = Cards in hand: { $hand }
go-on = Go on
offer-card = Offer a { $card }:
offer-reroll = re-roll die { $die }
offer-add = add it to die { $die }
no-units-to-fill = no unit `{ $attacker }` or `{ $target }` on the table
charge-reach = Charge: { $distance } cm to cover, needs { $needs } ({ $chance }); powered { $run-needs } ({ $run-chance })
range-band-is = Range: { $band }
range-short = short
range-medium = medium
range-long = long
range-out = out of range
sight-from = Sight from { $model }
no-enemies = No enemy models on the table.
sight-row = { $model }: { $cm } cm, sight { $sight }
los-total = total
los-partial = partial
los-none = none
blocked-by = { " " }(through { $blockers })
in-cover-suffix = , in cover
engaged-suffix = , engaged
give-in-battle = Give the order in the battle (the battle rolls and applies the result):
place-on-table = Place
place-on-table-help = Each click on the table places this unit in closed formation, its leader and support troops with it, facing the enemy's edge.
place-for-side = Place units for
placing-unit = Click on the table to place { $unit }

## Hover help
rulings = Rulings…
rulings-title = Rulings of Kensei Table
rulings-intro = How this program reads what the book leaves open. Each figure's hover names the rulings it applies.
rulings-search = Search:
rulings-search-hint = an ID (LOS-2) or words
rulings-found = { $count ->
    [one] { $count } ruling
   *[other] { $count } rulings
}
help-ruling = Ruling { $ruling }: { $text }
help-ruling-id = Ruling { $ruling }
help-book = Book: { $section }

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
overlay-every-enemy = To every enemy at once (off: the one under the pointer)
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
unit-profile = Profile of { $unit } (for reach, zone of control and range)
unit-profile-help = A plain table knows only bases: give the unit's MOV (and its weapon's range) to see its charge reach, zone of control and range bands. Saved in the table file.
unit-mov = Movement (MOV), cm
unit-shoots = Shoots, range in cm
unit-skirmisher = Skirmishers (open order)
unit-no-profile = No profile noted
add-unit-profile = Note a profile
remove-unit-profile = Remove the profile
edit-unit-profile = profile of { $unit }

## Moves in a battle by dragging on the canvas
drag-nothing = Nothing was moved.
drag-run = Drag = run (powered move)
drag-run-help = Dragging a model of the active unit gives it a move order; with this on, a run (2 x MOV + 1D6, no difficult terrain).
tool-move-unit-battle = Move unit

## Unsaved work on closing or opening over it
unsaved-title = Unsaved work
unsaved-text = Unsaved changes in: { $documents }. Save them first?
unsaved-opening = Opening { $document } replaces it.
unsaved-save = Save
unsaved-discard = Discard the changes
unsaved-cancel = Cancel

## Start page, the side panel's tabs and File › New list
panel-list = List
menu-start-page = Start page
menu-new-list = New list
start-intro = What would you like to do?
start-odds-title = Quick odds
start-odds-text = The chances of one fight: pick the two troops and the situation, and see who wins, the casualties and the Honor tests.
start-odds-button = Work out odds
start-list-title = Build a list
start-list-text = An army list within its points, checked against the book as you build it.
start-list-open = Or open a shipped list:
start-list-choice = { $list } ({ $points } pts)
start-list-choice-mode = { $list } ({ $points } pts, { $mode })
odds-divided = This fight is divided by profile, one combat each (R-RAID-6). The odds shown are of:
odds-combat = { $attacker } against { $defender }
start-battle-title = Play a battle
start-battle-text = A scenario and a list for each side. The program keeps the rules, the order of play and the dice.
start-scenario = Scenario
start-side-list0 = Side 1's list
start-side-list1 = Side 2's list
pick-a-list = pick a list
start-play = Play this battle
start-back = Back to the table
start-nothing-shipped = No shipped scenarios or lists were found beside the program; open your own files with File › Open.
start-raid-line = A raid (Extra game modes › Raid): 150 points a side, units of 3 models and their unit leader, every unit fighting as skirmishers, every troop with 1 more Wound. The raid lists are offered.
start-total-war-line = Total war (Extra game modes › Total War): each unit stands on one 12 × 6 cm movement base whose models give its size (2 for 5, 3-4 for 10, 5 for 15), its casualties coming off that size. The total war lists are offered.
battle-started = The battle has begun: { $scenario }.

## A battle in play copied on a plain table
menu-new-table = New table for a battle in play
start-in-play-text = Playing at a real table? Copy the battle onto an empty table and measure it here.
new-table-made = An empty 120 × 90 cm table. Put both armies down from "Armies on the table", then drag each unit to where it stands.
armies-on-table = Armies on the table
armies-on-table-help = Each side's list: put the whole army down in its deployment zone, or place one unit where you click. Then drag units to where they stand on your table.
army-all-down = Every unit of this list is on the table.
put-army-down = Put all of { $side } down
place-one-unit = Place { $unit }
army-put-down = { $side }: { $units ->
    [one] one unit put down
   *[other] { $units } units put down
} in its deployment zone; drag them to where they stand.
army-no-room = { $side }: no room left in its deployment zone for { $count ->
    [one] { $units }, left off the table
   *[other] { $count } units ({ $units }), left off the table
} rather than set on another unit (L206-214, R-FORM-1); place them with their Place buttons.
setup-no-room = The setup is done, but the deployment zone had no room to set { $count ->
    [one] { $units } in formation
   *[other] { $count } units in formation ({ $units })
} (R-FORM-1, L206-214): move them into formation with their first orders.
edit-unit-profiles = note the units' profiles

## Questions the window answers for the players
setup-finished = The setup is done: the battle begins.
deploy-the-rest = Deploy the rest for me
deploy-pick-first = Put down the first model of a unit: pick it below, then click in your deployment zone, or drag it there.
deploy-pick-rest = Complete a unit: pick it below, then click where the rest should stand beside it, or drag it there.
deploy-unit-button = { $unit } ({ $left } to place)
deployed-unit = { $unit }: { $models } placed
finish-setup = Finish the setup for me
finish-setup-help = No more extra terrain, the first commander orders offered, no offering on the strategy roll, and every model left deployed, each unit in formation around its first model. One Undo takes it all back.
ask-offerings = Ask about offerings
ask-offerings-help = Before each roll, ask this side whether to offer a card to the gods (R-DECK-4). Unticked, the window says "no offering" for it.
ask-opportunity = Ask about opportunity charges
ask-opportunity-help = When an enemy unit declares a move, ask this side whether to make an opportunity charge (R-OPP-2: asked without measuring). Unticked, the window lets every move pass for it.
start-ask-opportunity = Ask whether to charge each enemy move (opportunity charge)
start-ask-offerings = Ask before each roll whether to offer a card
ask-casualties = Ask which models are lost
ask-casualties-help = When a unit of this side loses models and there is a choice, ask which ones go (R-CAS-2: engaged models first in melee, only models the shooters see from a shot). Unticked, the window removes those nearest the enemy.
start-ask-casualties = Let me choose which models each unit loses
casualty-prompt = { $side }: choose the { $count ->
    [one] model
   *[other] { $count } models
} { $unit } loses
casualty-melee-rule = Models in melee go before the others (L929). Tick them here or click them on the table.
casualty-shot-rule = Only models a shooter sees may go (L935). Tick them here or click them on the table.
casualty-engaged = In melee
casualty-not-engaged = Not in melee
casualty-seen = Seen by the shooters
casualty-stand-rule = A stand and shoot's casualties come from the ranks nearest the shooters, among the models they see (L864, L935). Tick them here or click them on the table.
casualty-nearest-rank = Rank nearest the shooters
casualty-rank-behind = The rank behind
casualty-ticked = { $ticked } of { $count } chosen
casualty-remove = Remove these
casualty-nearest = Nearest the enemy

## The computer playing a side, and the hint
played-by0 = Side 1 played by
played-by1 = Side 2 played by
played-by-help = Who gives this side's commands. The computer plays the whole side, its setup too, one command at a time, and the battle log says why it chose each one. Easy keeps to a few simple habits; normal weighs every choice by the exact odds and the table; hard also looks at the enemy's best answer.
player-human = a player
player-first = the computer (first legal command)
player-easy = the computer (easy)
player-normal = the computer (normal)
player-hard = the computer (hard)
aggression = { $side }: aggression
aggression-help = How much this side's general seeks to harm the enemy. At 0.5 it counts the enemy's losses at their worth; at 1 at half again, so it takes riskier fights; at 0 at half.
caution = { $side }: caution
caution-help = How much this side's general fears its own losses and what the enemy could do to it next. At 0.5 it counts them at their worth; at 1 at half again, so it keeps further from danger; at 0 at half.
computer-played = The computer played: { $command }
computer-stopped = The computer stopped: play this decision for it, or give its side to a player (View › Settings).
computer-stopped-here = The computer could not play this decision: play it below, or give its side to a player (View › Settings).
computer-turn = { $side } is played by { $player }: its command comes in a moment.
computer-turn-wait = The computer is playing this decision: wait for its command.
computer-commands = The computer chooses this command.
computer-last = The computer's last command (entry { $entry }, { $level ->
    [easy] easy
    [hard] hard
    [first] first legal
   *[normal] normal
}):
computer-details = Details: worth, standing and what else it weighed
log-computer-why = The computer ({ $level ->
    [easy] easy
    [hard] hard
    [first] first legal
   *[normal] normal
}) chose this: { $reasons }
log-answered-no-card = Passed for you: no card in hand could change this roll (R-DECK-4, L1028-1029).
log-answered-only-answer = Answered for you: the only answer the rules allow here.
log-answered-no-opportunity-charge = Let pass for you: no unit of yours can charge it (R-OPP-2).
hint = Hint
hint-help = What the computer (normal) would play here, with its reasons. Nothing is played until you click "Play it".
hint-for = Hint for { $side }: the computer would play
hint-none = The computer has nothing to suggest here.
hint-play = Play it
hint-dismiss = Dismiss

## Faction editor
panel-factions = Factions
factions-title = Your factions
factions-help = A faction is your army's troop cards, typed from the publisher's cards. Saved factions are kept in your data folder and offered wherever the samples are: New list, the quick odds, battles from their lists and the command line.
faction-new = New faction
faction-id = Faction id
faction-start-from = Start from
faction-blank = A blank faction
faction-copy-of = A copy of { $faction }
faction-create = Create the faction
faction-id-taken = Faction id { $id } is taken: choose another.
faction-id-bad = A faction id is letters, digits, _ and - only.
faction-edit-one = Edit { $faction }
faction-close = Close the faction
name-en = Name (English)
name-es = Name (Spanish)
faction-troops = Troop cards
faction-new-troop = New troop card
faction-no-troops = No troop cards yet.
faction-unnamed-troop = (a card without a name yet)
faction-troop-problems = { $problems ->
    [one] One problem: open the card to see it beside its field.
   *[other] { $problems } problems: open the card to see each beside its field.
}
troop-card = Troop card
troop-class = Class
troop-type-label = Troop type
troop-class-value = class { $value }
attr-mov-foot = MOV on foot (cm)
attr-mov-mounted = MOV mounted (cm)
attr-attack-melee = AT melee
attr-attack-ranged = AT ranged
attr-initiative = INI
attr-honor = HO
attr-hr = HR
troop-base = Base
base-round = round
base-square = square
base-rect = rectangular
base-width = width (mm)
base-depth = depth (mm)
troop-volume = Volume
troop-cost = Points per model
troop-army-leader = Army leader
troop-availability = Availability
avail-common = common
avail-unique = unique
avail-legendary = legendary
troop-weapons = Weapons
troop-armour = Armour
no-armour = none (wounded on 4)
troop-traits = Traits
troop-abilities = Abilities
new-weapon = New weapon
new-armour = New armour
new-trait = New trait
new-ability = New ability
part-name = Name
part-description = Description
weapon-melee-type = Melee type
weapon-no-melee = not a melee weapon
weapon-reach = Ranged reach
weapon-no-reach = does not shoot
weapon-unloads = Unloads when fired (L772)
weapon-any-side = Works whatever side it is attacked from (L1077)
armour-difficulty = Difficulty to wound
ability-kind-label = Kind
ability-permanent = permanent
ability-ki = ki
modifiers = Modifiers
add-modifier = Add a modifier
remove-modifier = Remove
modifier-changes = changes
modifier-by = by
modifier-when = only when
add-to-catalogue = Add to the catalogue
part-not-whole = Not whole yet: see the problems above.
save-troop = Save the troop card
troop-not-whole = The card is not whole yet: see the problems beside its fields.
remove-troop = Remove the troop card
save-faction = Save the faction
faction-not-whole = The faction is not whole yet: { $problems } problems.
faction-unsaved = Changes not saved yet.
share-faction = Share to this file
troop-card-printed = The card as the roster prints it
troop-worth-title = What the troop is worth
troop-worth-help = Six models against six, four in contact, front to front, exact odds (R-RES-1).
worth-against = Against { $troop }
worth-charging = charging: wins { $wins } · inflicts { $inflicted } · suffers { $suffered }
worth-charged = charged: wins { $wins } · inflicts { $inflicted } · suffers { $suffered }
worth-per100 = { $casualties } casualties inflicted per 100 points
worth-per100-no-cost = Casualties per 100 points: once its points per model are typed (L338).
faction-saved = Faction { $faction } saved: { $file }
faction-shared = Faction written to { $file }
no-data-folder = There is no data folder to keep factions in (KENSEI_DATA_DIR names one).
point-caps = Point caps by battle size (L1132)
caps-up-to = Battles up to (points)
caps-troop-points = { $type }: most points
add-bracket = Add a battle size
remove-bracket = Remove this battle size
commander-orders = Commander orders (L199)
own-order-cards = The faction's own order cards (L1001-1009)
faction-few-orders = { $orders } commander { $orders ->
    [one] order
   *[other] orders
} ticked: a battle takes six, one in the hand and five in the deck (R-DECK-2, L199-202). Tick six or more, or none to play the six originals.
new-order-card = New order card
order-cost = Cards to discard
order-plus-x = +X more, chosen by the player (L1008)
order-text-en = Text (English)
order-text-es = Text (Spanish)
import-faction = Import the faction { $faction } from { $file }?
import-replace = Replace yours
import-keep-both = Keep both
import-add = Import
faction-imported = Faction { $faction } imported: { $file }
input-melee-dice = melee dice
input-melee-value = value of each melee die
input-shooting-dice = shooting dice
input-shooting-value = value of each shooting die
input-difficulty-to-wound = difficulty to wound it
input-wound-value = value of its wound dice
input-attack-melee = AT melee
input-attack-ranged = AT ranged
input-honor = Honor
input-initiative = Initiative
input-hr = wounds per model (HR)
input-mov-cm = MOV (cm)
input-charges-as-mounted = charges as mounted (L672)
input-no-charge-bonus = no charge bonus (L672)
input-counts-as-skirmisher = counts as skirmisher when shot at (L759)
when-charging = charging
when-receiving-charge = receiving a charge
when-attacked-only-by-front = attacked only by the front
when-ki-active = its ki active
when-short-range = at short range
when-in-cover = in cover
when-against-creature = against a creature
share-write = Write the file
paste-list = Paste a list
paste-list-hint = A list as players post it: its name, the faction line, a line per unit.
read-pasted-list = Read the list
copy-list-text = Copy as text
list-text-copied = The list's text is on the clipboard, ready to post.
start-army-title = Your own army
start-army-text = Type your army's troop cards as they are printed; lists, odds and battles then know it.
start-army-button = Enter your army
faction-draft-restored = The faction { $faction } you were typing was kept: it is open in Factions.
