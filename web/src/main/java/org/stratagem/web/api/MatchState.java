package org.stratagem.web.api;

import java.util.List;
import java.util.Map;

/**
 * A match as it is now: two strategy configurations playing a number of games of a game of two teams
 * against each other, colours alternated (A takes the first team in the odd games, the second in the
 * even ones), each opening twice in turn ({@link MatchSetup}).
 *
 * @param id              its id
 * @param game            the game's id
 * @param variant         the game's variant options, by name (empty: the game as registered)
 * @param a               player A's configuration, {@code strategy=ID,evaluator=ID,movegen=ID} (each part optional)
 * @param b               player B's configuration, alike
 * @param games           the number of games to play
 * @param moveMillis      the limit on every move, 0 for none
 * @param clockMillis     each player's time for a game, 0 for no clock
 * @param incrementMillis the time added to a player's clock after each of its moves
 * @param openings        the positions the games start from, in the game's notation; empty for the initial one
 * @param start           the position the game in progress started from ({@code ""}: the initial position)
 * @param position        the position of the game in progress now, in the game's notation; null when no game is
 *                        in progress or its game is not installed
 * @param status          {@code running}; {@code stopped} (by a request, or by the platform when a match it took
 *                        up again at its start could not be played then: {@code message} says why; the game in
 *                        progress is kept and goes on when the match is resumed); {@code finished}; or
 *                        {@code failed} (the game could not be played: {@code message} says why)
 * @param results         A's result of every game played, in order: {@code win}, {@code draw} or {@code loss}, a
 *                        space and why the game ended ({@code end}, {@code forfeit}, {@code time},
 *                        {@code adjudicated})
 * @param aTeam           the team A plays in the game in progress (0 or 1)
 * @param moves           the moves of the game in progress so far, in the game's notation
 * @param wins            A's wins
 * @param draws           the draws
 * @param losses          A's losses
 * @param elo             A's Elo difference over B from the score so far, or null while it is unbounded
 *                        (no game, or every game won or lost)
 * @param eloMargin       its 95% error margin, or null
 * @param message         why the match failed or the platform left it stopped, or null
 */
public record MatchState(String id, String game, Map<String, String> variant, String a, String b, int games,
        long moveMillis, long clockMillis, long incrementMillis, List<String> openings, String start, String position,
        String status,
        List<String> results, int aTeam, List<String> moves, int wins, int draws, int losses, Double elo,
        Double eloMargin, String message) {
    /** The match plays its games. */
    public static final String RUNNING = "running";
    /** The match waits to be resumed. */
    public static final String STOPPED = "stopped";
    /** Every game is played. */
    public static final String FINISHED = "finished";
    /** A game could not be played. */
    public static final String FAILED = "failed";
}
