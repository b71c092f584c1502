/**
 * The alpha-beta family, one concern per file, as in Stockfish: the search of one thread
 * ({@link org.stratagem.engine.search.alphabeta.AlphaBeta}, the numbered recipe), its move ordering
 * ({@link org.stratagem.engine.search.alphabeta.MoveOrdering}), time management
 * ({@link org.stratagem.engine.search.common.TimeBudget}), the threads of Lazy SMP
 * ({@link org.stratagem.engine.search.alphabeta.LazySmp}) and the component with its options
 * ({@link org.stratagem.engine.search.alphabeta.AlphaBetaSearcher}). The transposition table is
 * shared machinery, in {@code org.stratagem.engine.search.table}.
 */
package org.stratagem.engine.search.alphabeta;
