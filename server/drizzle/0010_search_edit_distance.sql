-- Edit distance for search relevance (levenshtein, src/catalogue/products.ts): "panner" is one letter from paneer
-- and two from panna, though their trigrams look alike. Trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
