/**
 * TwoFour (Romanian olympiad 2002, via USACO): the rules ({@link
 * org.stratagem.game.puzzles.twofour.TwoFourPosition}), the game service and its notation ({@link
 * org.stratagem.game.puzzles.twofour.TwoFourGame}), the move generators {@code legal} and
 * {@code distinct}, the {@code ownership} evaluator and the olympiad command {@code twofour}.
 *
 * <p>The seed's lesson runs through the package: a position's value depends only on the census of
 * its pile kinds (0, 1, 2-mine, 2-theirs, 3, 4) seen from the side to move, which is its canonical
 * key. Private to the bundle: other bundles see these classes only as services.
 */
package org.stratagem.game.puzzles.twofour;
