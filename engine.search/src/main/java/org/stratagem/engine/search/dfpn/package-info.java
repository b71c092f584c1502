/**
 * Depth-first proof-number search (df-pn): win, draw or loss for the team to move, from yes-or-no
 * questions answered with a table of proof and disproof numbers keyed on canonical keys.
 */
package org.stratagem.engine.search.dfpn;
