/**
 * Wordings several plots share, each with enough phrasings that two stories of one age band rarely
 * tell them alike (issue 16, item 4: stock clauses ≤ 10 %). Written after {name} or a pronoun.
 */

/** Having an idea: the turn of many plots ("{name} eut une idée" was in every fourth story). */
export const HAS_IDEA =
  '{?eut une idée|eut soudain une idée|trouva une idée|se frappa le front|claqua des doigts|réfléchit, puis sourit|ouvrit de grands yeux|sentit une idée arriver}';
