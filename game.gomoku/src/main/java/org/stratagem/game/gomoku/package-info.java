/**
 * Gomoku: five in a row on a board of 5 to 22 points a side, square or rectangular, black first. The
 * rules ({@link org.stratagem.game.gomoku.Rule}: freestyle, standard, renju, caro) and black's forbidden points
 * under renju ({@link org.stratagem.game.gomoku.Forbidden}), the board's geometry and keys
 * ({@link org.stratagem.game.gomoku.Board}), the position with make and undo
 * ({@link org.stratagem.game.gomoku.GomokuPosition}), the game with its notation
 * ({@link org.stratagem.game.gomoku.GomokuGame}), the move generators: the threat-aware one, the
 * default ({@link org.stratagem.game.gomoku.ThreatMoves}, with {@link org.stratagem.game.gomoku.ForcedReplies}
 * and {@link org.stratagem.game.gomoku.ThreatOrder}), and the points near the stones
 * ({@link org.stratagem.game.gomoku.NearbyMoves}), the line patterns kept by make and undo
 * ({@link org.stratagem.game.gomoku.Pattern}, {@link org.stratagem.game.gomoku.LinePatterns},
 * {@link org.stratagem.game.gomoku.PointPatterns}) and the evaluators: {@code pattern}, the default
 * ({@link org.stratagem.game.gomoku.PatternEvaluator}), and the seed's {@code classic}
 * ({@link org.stratagem.game.gomoku.ClassicEvaluator}), and the threat-space searches for a victory
 * by continuous fours ({@link org.stratagem.game.gomoku.Vcf}, iterative deepening with
 * {@link org.stratagem.game.gomoku.ThreatSpaceSearch} and {@link org.stratagem.game.gomoku.Refutations}) and by
 * continuous threats ({@link org.stratagem.game.gomoku.ProofNumberVct}, df-pn, with the attacker's tries of
 * {@link org.stratagem.game.gomoku.ThreatTries}), the game's tactical oracle of both
 * ({@link org.stratagem.game.gomoku.ThreatProver}) and their strategies {@code vcf} and {@code vct}. The specification is
 * {@code ../shared/specs/gomoku.md}. Private to the bundle: the platform reaches the game as services.
 */
package org.stratagem.game.gomoku;
