DROP TABLE access_tokens;
