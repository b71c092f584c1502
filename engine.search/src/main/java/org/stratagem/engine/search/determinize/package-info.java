/**
 * Determinization (perfect-information Monte Carlo) for games with hidden information: positions
 * drawn consistent with what the seat to move observes, each searched as if nothing were hidden, and
 * a vote on the move.
 */
package org.stratagem.engine.search.determinize;
