/**
 * Shortest paths for single-agent puzzles: breadth-first search with unit step costs,
 * uniform-cost search otherwise.
 */
package org.stratagem.engine.search.bfs;
