/**
 * Siguo Junqi (四国军棋, four-country military chess) and its two-player duel: four seats in two teams, 25
 * pieces each whose ranks the other seats cannot see. The board as data ({@link
 * org.stratagem.game.junqi.Board}: cells, roads, railway lines with the bent corner lines, camps,
 * headquarters), the pieces ({@link org.stratagem.game.junqi.Rank}, {@link org.stratagem.game.junqi.Piece}),
 * lineups ({@link org.stratagem.game.junqi.Lineup}), the switches of the rules ({@link
 * org.stratagem.game.junqi.Variant}), the referee's position with make and undo ({@link
 * org.stratagem.game.junqi.JunqiPosition}), its text ({@link org.stratagem.game.junqi.PositionNotation}),
 * what each seat observes of it ({@link org.stratagem.game.junqi.HiddenRanks}) and the game service
 * ({@link org.stratagem.game.junqi.JunqiGame}). The specification is {@code ../shared/specs/junqi.md}.
 * Private to the bundle: the platform reaches the game as a service.
 */
package org.stratagem.game.junqi;
