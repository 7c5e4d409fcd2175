# The canvas's labels and hover help (src/app/canvas/text.rs): `Help` and `Label` values,
# the id is `canvas-help-` or `canvas-label-` and the value's name in kebab-case. Figures are
# variables named for what they are ($cm, $chance…); the code passes each by that name.


## Help
canvas-help-tape = Distance between the nearest base edges (R-GEO-1, book L71): 0 when the bases touch.
canvas-help-tape-points = Straight distance between two points on the table, in cm (R-UNIT-1).
canvas-help-view = Field of vision: the half-plane in front of the line through the front point (R-VIEW-1, book L120).
canvas-help-sides = Front line through the front point, rear line through the opposite point; between them is the flank (R-SIDE-1, book L689).
canvas-help-sight = Line of sight: a corridor as wide as the viewer's base, centre to centre; total if nothing touches it, none if obstacles as tall as the viewer close its whole width, else partial (R-LOS-1, R-LOS-2, book L124-134).
canvas-help-cover = In cover: within 2.5 cm of a terrain piece that gives cover, or sight partial because of an obstacle not of its own unit (R-COVER-1, book L138). From a shooting unit, the partial sight counts only when no shooter sees the model totally: a unit sees with all its models (R-COVER-2, book L136).
canvas-help-engaged = Engaged: enemy bases within 2.5 cm and the facing ray of one passes through the other (R-ENG-1, book L147).
canvas-help-zone-of-control = Zone of control: every point within the model's MOV of its base (R-ZOC-1).
canvas-help-range = Shooting range band by edge distance to the nearest target model: short, medium, long (R-GEO-1, book L737-741).
canvas-help-reach = Charge reach MOV + 1D6 (powered 2 x MOV + 1D6) against the edge distance to the nearest target model it sees; the chance is exact over the D6 (R-CHG-1, book L612-628).
canvas-help-move = Move checker: allowance left, difficult terrain crossed, impassable terrain (book L519-523).
canvas-help-formation = Formation: closed, every model within 2.5 cm of two others; open, within 5 cm of one other; no two models more than 20 cm apart (R-FORM-1, book L391-399).
canvas-help-overlap = Bases overlap: models may not stand on one another (R-GEO-1).
canvas-help-off-table = Part of this base is off the table (R-UNIT-2).
canvas-help-zone = Deployment zone (book L206-214).
canvas-help-objective = Objective: scored by a side with a model within its radius at the end of the battle (book L256).
canvas-help-terrain = Terrain: its kind sets movement (book L519-523); a height above 0 can block sight (R-LOS-1); cover per R-COVER-1.
canvas-help-invalid-table = The table engine cannot measure this table until this problem is fixed; no overlay is drawn meanwhile (R-UNIT-1..3).
canvas-help-unit = Unit (R-UNIT-1..3) and the markers on it.
canvas-help-verdict = What the selection makes of the enemy unit under the pointer: its sight (R-LOS-2, book L124-134) and what it goes through, cover and why (R-COVER-1, R-COVER-2, book L136-143), the range band by edge distance (book L1092-1098) and the charge reach with its chance (R-CHG-1, book L612-628).

## Label
canvas-label-cm = { $cm } cm
canvas-label-sight-total = sight: total
canvas-label-sight-partial = sight: partial
canvas-label-sight-none = sight: none
canvas-label-in-cover = in cover
canvas-label-engaged = engaged
canvas-label-charge = charge { $cm } cm: { $chance }%
canvas-label-charge-out = charge { $cm } cm: out of reach
canvas-label-charge-lands = charge { $cm } cm: { $chance }% on the die, lands { $lands }%
canvas-label-no-target-seen = no target model seen
canvas-label-verdict-seen = { $sight } ({ $seen } of { $models } models seen)
canvas-label-verdict-through = , through { $what }
canvas-label-verdict-out-of-view = , out of the field of view (R-VIEW-1)
canvas-label-verdict-in-cover = { $count } in cover (R-COVER-1)
canvas-label-verdict-in-open = not in cover
canvas-label-verdict-unit-in-cover = unit in cover ({ $count } of { $seen } seen in cover, R-COVER-2)
canvas-label-verdict-unit-in-open = unit not in cover ({ $count } of { $seen } seen in cover, R-COVER-2)
canvas-label-verdict-cover-terrain = within 2.5 cm of { $what }
canvas-label-verdict-cover-partial = seen partially past { $what }
canvas-label-verdict-range = { $band }, { $cm } cm
canvas-label-zone-of-control = zone of control { $cm } cm
canvas-label-in-view = in view
canvas-label-front = front
canvas-label-flank = flank
canvas-label-rear = rear
canvas-label-short = short range
canvas-label-medium = medium range
canvas-label-long = long range
canvas-label-out-of-range = out of range
canvas-label-deployment = deployment, { $side }
canvas-label-ignorable = ignorable
canvas-label-difficult = difficult
canvas-label-impassable = impassable
canvas-label-blocker = blocks sight
canvas-label-overlap = overlap
canvas-label-off-table = off the table
canvas-label-on-impassable = on impassable terrain
canvas-label-allowance-left = { $cm } cm left
canvas-label-allowance-over = { $cm } cm too far
canvas-label-run-needs = run 2 x MOV + 1D6: needs { $needs }+ on the D6
canvas-label-run-beyond-reach = run: beyond 2 x MOV + 6
canvas-label-difficult-crossed = crosses difficult terrain
canvas-label-impassable-crossed = crosses impassable terrain
canvas-label-victory-points = { $vp } VP
canvas-label-unit-size = size { $size }/{ $start }

# Why an edit of the table cannot be applied (src/app/canvas/edit.rs, `EditError`). `$value` is
# the model's or terrain piece's id; `$what`: x, y, facing, height, corner; `$list`: model,
# terrain.
canvas-edit-unknown-model = no model `{ $value }` on the table
canvas-edit-duplicate-model = a model `{ $value }` is already on the table
canvas-edit-unknown-terrain = no terrain piece `{ $value }` on the table
canvas-edit-duplicate-terrain = a terrain piece `{ $value }` is already on the table
canvas-edit-not-finite = { $what } of `{ $id }` is not a finite number
canvas-edit-too-few-corners = terrain piece `{ $value }` needs at least three corners
canvas-edit-bad-index = position { $index } is past the end of the { $list } list
canvas-edit-bad-base = base of `{ $value }` must have a positive size
canvas-edit-off-table = `{ $id }` would stand off the { $width-cm } × { $depth-cm } cm table
