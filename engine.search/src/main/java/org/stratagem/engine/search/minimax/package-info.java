/**
 * Plain minimax (expectimax at chance nodes): the reference every faster strategy is tested against.
 */
package org.stratagem.engine.search.minimax;
