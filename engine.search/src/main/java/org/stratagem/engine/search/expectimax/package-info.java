/**
 * Expectimax for games with chance: alpha-beta at decision nodes, Ballard's Star1 pruning
 * at chance nodes, iterative deepening.
 */
package org.stratagem.engine.search.expectimax;
