-- No statistics for products.name_words: the search compares it only with words a subquery finds (src/catalogue/
-- products.ts), which the planner cannot look up in column statistics, and its element statistics were the dearest
-- part of analysing products: on the embedded database, the longest statement a shopper waited for
-- (src/db/embeddedMaintenance.ts).
ALTER TABLE products ALTER COLUMN name_words SET STATISTICS 0;
