# The table's verdicts the canvas marks (src/table/words.rs): formation problems (R-FORM-1).

table-formation-too-few-near = { $model } has { $found } of its unit within { $within-cm } cm, needs { $needed } (R-FORM-1)
table-formation-too-far-apart = { $a } and { $b } are { $distance-cm } cm apart, more than { $spread-cm } cm (R-FORM-1)
