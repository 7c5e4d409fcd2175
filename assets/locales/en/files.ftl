# Files that cannot be read, and what is wrong in them (src/files.rs and the problem groups of
# src/files/problem.rs). `$place` is the file, with `:line:column` when known; `$error` is the
# system's or serde_json's own text, shown as it is.

file-error = { $place }: { $problem }
file-error-field = { $place }: field `{ $field }`: { $problem }
file-in-field = field `{ $field }`: { $problem }

# Reading and parsing (files::Json).
file-json-cannot-read = cannot read the file: { $error }
file-json-not-json = not valid JSON: { $error }
file-json-wrong-value = { $error }
file-json-trailing-text = unexpected text after the JSON value: { $error }
file-json-not-a-document = not a scenario, table, army list or saved battle: a table file has `schema_version` and `table`, an army list `faction` and `units`, a saved battle `setup`, `seed` and `log`

# A table or scenario file (table::load::TableProblem).
file-table-schema-version = this build reads table files of schema_version { $expected }, not { $found }
file-table-not-finite = must be a finite number, not { $value }
file-table-not-positive = { $what ->
    [table_width] the table's width
    [table_depth] the table's depth
    [model_height] a model's height
    [base_width] a base's width
    [base_depth] a base's depth
   *[weapon_range] a weapon's range
} must be greater than 0, not { $value }
file-table-too-large = { $what ->
    [table_width] the table's width
    [table_depth] the table's depth
    [model_height] a model's height
    [base_width] a base's width
    [base_depth] a base's depth
   *[weapon_range] a weapon's range
} must be at most { $max }, not { $value }
file-table-off-table = { $what ->
    [model] model
    [terrain] terrain piece
    [deployment_zone] the deployment zone of side
   *[objective] objective
} `{ $id }` is off the { $width-cm } × { $depth-cm } cm table: { $value } is not between 0 and { $limit }
file-table-no-terrain-id = a terrain piece needs an id
file-table-duplicate-terrain-id = duplicate terrain id `{ $id }` (also terrain[{ $first }])
file-table-negative-height = height cannot be negative ({ $height })
file-table-too-few-corners = a polygon needs at least 3 corners, this one has { $corners }
file-table-polygon-crossed = the polygon has no area or its edges cross each other
file-table-polygon-too-thin = the polygon is too thin to measure
file-table-no-model-id = a model needs an id
file-table-duplicate-model-id = duplicate model id `{ $id }` (also models[{ $first }])
file-table-no-model-unit = a model needs the id of its unit
file-table-model-side = side must be 0 or 1, not { $side }
file-table-unit-on-both-sides = unit `{ $unit }` has models on both sides (models[{ $first }] is on side { $side })
file-table-depth-only-for-rect = depth_mm is only for `rect` bases (round and square bases have one size)
file-table-negative-mov = MOV cannot be negative
file-table-rule-range = a range is a number >= 0, not { $max-cm }
file-table-rule-turn-zero = turns count from 1
file-table-rule-side = side is 0 or 1, not { $side }
file-table-rule-no-victim = name the model or unit
file-table-rule-no-terrain = name at least one terrain piece
file-table-rule-unknown-terrain = no terrain piece `{ $terrain }` on this table

# What a battle needs of a scenario (battle::setup::roster::ScenarioProblem).
file-scenario-table-size = width and depth must be positive numbers of at most 1000 cm
file-scenario-zone-side = side is 0 or 1
file-scenario-zone-corners = a zone needs three or more corners with finite coordinates
file-scenario-objective = coordinates and radius must be finite, radius >= 0
file-scenario-terrain = a terrain piece needs three or more finite corners and a finite height
file-scenario-turn-limit = the battle lasts at least one turn

# A faction or army list (army::load::ArmyProblem). `$part`: weapon, armour, trait, ability,
# profile, order_card.
file-army-schema-version = schema_version { $found } is not supported; this build reads version { $expected }
file-army-empty-faction-id = the faction id is empty
file-army-duplicate-id = { $part ->
    [weapon] weapon
    [armour] armour
    [trait] trait
    [ability] ability
    [order_card] commander order card
   *[profile] profile
} id `{ $id }` is used twice
file-army-empty-id = a { $part ->
    [weapon] weapon
    [armour] armour
    [trait] trait
    [ability] ability
    [order_card] commander order card
   *[profile] troop
} has no id
file-army-empty-name = { $part ->
    [weapon] Weapon
    [armour] Armour
    [trait] Trait
    [ability] Ability
    [order_card] Commander order card
   *[profile] Troop
} `{ $id }` has no name (a card is named, L309)
file-army-weapon-without-use = weapon `{ $weapon }` has neither `melee_type` (0-10, L1079-1090) nor `ranged` (short, medium, long, L1094-1098)
file-army-flag-with-value = `{ $input }` is a flag: leave `value` out (it is 1)
file-army-zero-effect = an effect of 0 does nothing
file-army-difficulty-to-wound = difficulty to wound { $value } is out of range: a D6 wound roll needs 2 to 7 (R-WOUND-2)
file-army-caps-out-of-order = point cap brackets must be in increasing order of battle size (L1132)
file-army-capped-twice = troop type `{ $troop-type }` is capped twice (L1132)
file-army-unknown-reference = profile `{ $profile }` names { $part ->
    [weapon] weapon `{ $id }`, which is not in `weapons`
    [armour] armour `{ $id }`, which is not in `armours`
    [trait] trait `{ $id }`, which is not in `traits`
   *[ability] ability `{ $id }`, which is not in `abilities`
}
file-army-spiritual-class = profile `{ $profile }`: spiritual troops are exactly the Komuso (K) and Onmyouji (O) classes (L379)
file-army-base-too-small = a base is 25 mm at least (L36, R-UNIT-1), not { $mm }
file-army-depth-only-for-rect = only a `rect` base has a depth (R-UNIT-3)
file-army-no-volume = volume is 1 or more (L340)
file-army-no-cost = a profile costs at least 1 point (L338)
file-army-unknown-faction = unknown faction `{ $faction }`: no { $faction }.json beside the list or in the folder above, and neither your factions nor the samples have that id (known: { $known })
file-army-unknown-profile = faction `{ $faction }` has no profile `{ $profile }`
file-army-unknown-commander-order = commander order `{ $order }` is neither an original order (banzai, forced_march, steady_ranks, hidden_path, volley, ancestors_watch) nor in `order_cards` (L199)

# A battle's sides (battle::setup::battle_setup::SetupProblem).
file-setup-commander-level = commander level is 0, 1 or 2 (R-ARMY-1)
file-setup-no-units = an army needs at least one unit
file-setup-duplicate-unit-id = unit ids must be unique in the battle
file-setup-no-models = a unit needs models or a leader
file-setup-bad-measures = MOV, base and height must be numbers >= 0
file-setup-no-wounds = HR must be at least 1
file-setup-bad-range = range must be a positive number
file-setup-general-not-leader = the general is a leader (L428)
file-setup-two-generals = one general per army (R-ARMY-2)
file-setup-modes-differ = the two army lists are built for different game modes (`"mode"`: a raid list, a total war list or a standard one without the field): both sides of a battle play the same mode (R-TW-4)
file-setup-scenario-mode-differs = the scenario is for another game mode than the army lists (`"mode"`): a raid scenario is played with raid lists, a total war scenario with total war lists
file-setup-movement-base = only a total war unit with models stands on a movement base (R-TW-4)

# A combat situation for the odds (rules::situation::SituationIssue).
file-situation-out-of-range = { $value } is out of range: it must be from { $lo } to { $hi }
file-situation-no-wounds = the Wounds attribute (HR) must be at least 1
file-situation-no-models = a unit in combat needs at least one model (a leader on its own is a lone model: `models: 1` and no `leader`)
file-situation-models-at-start = the unit started with { $start } models but has { $now } now
file-situation-leader-no-wounds = the leader's Wounds (HR) must be at least 1
file-situation-dead-leader = a leader with { $wounds } wounds of { $hr } is dead; remove the leader
file-situation-contact-over-models = { $in-contact } models in contact but the unit has { $models }
file-situation-no-leader = the unit has no leader
file-situation-too-many-dice = a pool of { $dice } dice; the calculator takes up to { $max }
file-situation-shooters-over-models = { $shooting } models shooting but the unit has { $models }
file-situation-visible-over-models = { $visible } visible models but the target has { $models }

# A saved battle that does not open (battle::engine::log::OpenError). `$event` counts from 1;
# `$problem` of save-event is what the event names that the battle lacks (save-event-unit, -model).
save-format = save format { $format } is not 1 to { $newest }
save-setup = the battle's setup: { $problem }
save-scenario = the battle's scenario: { $problem }
save-event = log entry { $index }, event { $event }: { $problem }
save-event-unit = `{ $field }` names unit `{ $id }`, which the battle does not have
save-event-model = `{ $field }` names model `{ $id }`, which is not on the table

# A command read from a file (`kensei battle do`) that names what the battle does not have
# (battle::engine::event_names::command_misnamed); the field is named before it.
file-command-unit = the battle has no unit `{ $id }`
file-command-model = the battle has no model `{ $id }` on the table
