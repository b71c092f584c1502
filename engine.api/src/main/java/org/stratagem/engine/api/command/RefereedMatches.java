package org.stratagem.engine.api.command;

import java.util.List;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * The games of a match that a game's own referee plays, for a game with hidden information: there the
 * platform cannot hand each player the true position move after move, as it does in other games, since
 * every player would then see what its seats may not. The referee owns the true state and gives each
 * player only what its seats observe. A {@linkplain org.stratagem.engine.api.Game#capability capability}
 * of such a game, offered by its bundle and used by the platform's {@code match} command.
 *
 * <p>A match plays its games in pairs: games {@code 2r} and {@code 2r + 1} share round {@code r}, whose
 * set-up (deployments, the seat that starts) the referee derives from {@code r} alone, with player A on
 * team 0 in the first game and on team 1 in the second, so that each player plays both sides of the same
 * set-up and a match can be repeated exactly but for the timing of the searches.
 */
@ConsumerType
public interface RefereedMatches {

    /**
     * Plays one game between two players, each a configuration bound through the context (its
     * strategy's searches contained by the platform) that plays every seat of its team.
     *
     * @param context    the platform: bindings and contained searches
     * @param a          player A's configuration
     * @param b          player B's configuration
     * @param aTeam      the team A plays, 0 or 1
     * @param round      the round, 0 or more: the game's set-up
     * @param moveMillis the time of every move, in milliseconds
     * @return the game's result for A, and the turns each player's seats missed
     * @throws org.stratagem.engine.api.NotationException if a configuration cannot play the game (a missing
     *         provider, a strategy that supports neither the game nor a view of it the referee offers)
     */
    RefereedGame play(CommandContext context, Choice a, Choice b, int aTeam, int round, long moveMillis);

    /**
     * @return the file name extension of the game's records, without the dot ({@code match --save} writes
     *         each game's {@link RefereedGame#record} to {@code game-NNN.EXTENSION})
     */
    String recordExtension();

    /**
     * One refereed game.
     *
     * @param score   the result for A: one win, draw or loss
     * @param aMissed the turns A's seats missed: no move in time, or one the referee refused
     * @param bMissed the turns B's seats missed
     * @param record  the game's record, in the game's own format, a line each
     */
    record RefereedGame(MatchScore score, int aMissed, int bMissed, List<String> record) {
        /**
         * @throws IllegalArgumentException if the score is not of one game or a count is negative
         */
        public RefereedGame {
            if (score.games() != 1 || aMissed < 0 || bMissed < 0) {
                throw new IllegalArgumentException("a refereed game has one result and no negative count: " + score
                        + ", missed " + aMissed + " and " + bMissed);
            }
            record = List.copyOf(record);
        }
    }
}
