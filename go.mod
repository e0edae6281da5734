module sitrep

go 1.26
