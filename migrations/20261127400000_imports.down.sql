DROP TABLE import_rows;
DROP TABLE imports;
