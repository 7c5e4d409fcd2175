# The table's verdicts the canvas shows (src/table/words.rs): formation problems (R-FORM-1) and
# what makes a dragged move illegal (L478, L523, L527-531, L557-558).

table-formation-too-few-near = { $model } has { $found } of its unit within { $within-cm } cm, needs { $needed } (R-FORM-1)
table-formation-too-far-apart = { $a } and { $b } are { $distance-cm } cm apart, more than { $spread-cm } cm (R-FORM-1)

table-move-crosses-impassable = crosses impassable terrain `{ $terrain }` (L523)
table-move-passes-through-model = passes through the base of `{ $model }` (L527, L531)
table-move-leaves-table = leaves the table (L478)
table-move-run-crosses-difficult = a run cannot cross difficult terrain `{ $terrain }` (L557)
table-move-run-out-of-view = a run must move forwards or to the sides, into the field of view (L558)

# A fight between two units on the table as the battle would resolve it now, and each unit's
# cover with its reason (src/narration/fight_on_table.rs).
table-cover-melee-in = { $unit }: in cover in the melee, { $covered } of { $counted } models within 2.5 cm of cover terrain, needs { $needed } (L678, R-COVER-1)
table-cover-melee-out = { $unit }: not in cover in the melee, { $covered } of { $counted } models within 2.5 cm of cover terrain, needs { $needed } (L678, R-COVER-1)
table-cover-shot-in = { $unit }: in cover from the shot, { $covered } of the { $counted } models seen covered, needs { $needed } (R-COVER-2)
table-cover-shot-out = { $unit }: not in cover from the shot, { $covered } of the { $counted } models seen covered, needs { $needed } (R-COVER-2)
table-cover-by-terrain = within 2.5 cm of { $terrain } (R-COVER-1, L142)
table-cover-by-partial = sight partial through { $obstacles } (R-COVER-1, L143)
table-fight-engaged = { $attacker } and { $target } are in contact: a fight order (R-ENG-1, L652)
table-fight-charge = { $attacker } charges { $target }: { $distance } cm, needs { $needs } ({ $die-chance } on the die) and lands { $chance }; powered { $powered-needs } ({ $powered-die-chance } on the die), lands { $powered-chance } (R-CHG-1, L604); the fight after it assumes contact
table-fight-out-of-reach = { $attacker } cannot reach { $target }: { $distance } cm, out of reach even with a powered charge on a 6 (R-CHG-1)
table-fight-not-seen = No model of { $attacker } sees { $target }: it may not charge it (L612)
table-fight-shot-lost = No model of { $attacker } has { $target } in range and sight: the shot would be lost (L743, R-SHOT-1)
