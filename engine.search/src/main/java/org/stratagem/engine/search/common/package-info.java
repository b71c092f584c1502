/**
 * What every search strategy does the same way: say what it is and which kinds of game it supports
 * ({@link org.stratagem.engine.search.common.SearcherComponent},
 * {@link org.stratagem.engine.search.common.GameKinds}), honour its limits and count its nodes
 * ({@link org.stratagem.engine.search.common.SearchRun}), run the helper threads of a parallel search
 * ({@link org.stratagem.engine.search.common.HelperThreads}), keep one move buffer per ply
 * ({@link org.stratagem.engine.search.common.MoveStack}), collect the principal variation
 * ({@link org.stratagem.engine.search.common.PrincipalVariation}) and keep its tables from one
 * search to the next ({@link org.stratagem.engine.search.common.TableSearcher},
 * {@link org.stratagem.engine.search.common.TableSession}).
 */
package org.stratagem.engine.search.common;
