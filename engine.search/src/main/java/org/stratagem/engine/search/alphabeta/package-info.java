/**
 * Negamax alpha-beta with a transposition table, iterative deepening and the detection of proven
 * results.
 */
package org.stratagem.engine.search.alphabeta;
