/**
 * Triangle War (PKU JudgeOnline 1085): the board ({@link
 * org.stratagem.game.puzzles.trianglewar.Board}), the rules ({@link
 * org.stratagem.game.puzzles.trianglewar.TriangleWarPosition}), the game service and its notation
 * ({@link org.stratagem.game.puzzles.trianglewar.TriangleWarGame}), the indexed state space of the
 * 2^18 sets of drawn segments with its state graph, and the judge's command {@code trianglewar}.
 *
 * <p>The seed's lesson runs through the package: what remains to be won depends only on the set of
 * segments drawn, not on the order they were drawn in nor on the triangles won so far, so 2^18
 * states cover every position. Private to the bundle: other bundles see these classes only as
 * services.
 */
package org.stratagem.game.puzzles.trianglewar;
