# The table's verdicts the canvas shows (src/table/words.rs): formation problems (R-FORM-1) and
# what makes a dragged move illegal (L478, L523, L527-531, L557-558).

table-formation-too-few-near = { $model } has { $found } of its unit within { $within-cm } cm, needs { $needed } (R-FORM-1)
table-formation-too-far-apart = { $a } and { $b } are { $distance-cm } cm apart, more than { $spread-cm } cm (R-FORM-1)

table-move-crosses-impassable = crosses impassable terrain `{ $terrain }` (L523)
table-move-passes-through-model = passes through model `{ $model }` (L527, L531)
table-move-leaves-table = leaves the table (L478)
table-move-run-crosses-difficult = a run cannot cross difficult terrain `{ $terrain }` (L557)
table-move-run-out-of-view = a run must move forwards or to the sides, into the field of view (L558)
