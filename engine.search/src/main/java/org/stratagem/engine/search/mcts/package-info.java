/**
 * Monte Carlo tree search: UCT with random playouts and the MCTS-Solver's proofs (generalised to
 * draws by bounds on the outcome), assembled from one class per strategy (selection, playout,
 * backpropagation, final move choice) over a tree of primitive arrays.
 */
package org.stratagem.engine.search.mcts;
