package org.stratagem.web.api;

import java.util.List;
import java.util.Map;

/**
 * What a new match is to play: what {@code ./stratagem match} takes that makes sense on the web. Each opening
 * is played twice, A taking the first team, then the second; the openings are taken in turn and again from
 * the first when they run out.
 *
 * @param game            the game's id: a game of two teams without hidden information
 * @param variant         values of some of the game's variant options, by name (a board size, a rule); empty
 *                        for the game as it is registered
 * @param a               player A's configuration, {@code strategy=ID,evaluator=ID,movegen=ID} (each part optional)
 * @param b               player B's configuration, alike
 * @param games           the number of games, at least 1
 * @param moveMillis      the limit on every move, 0 for none (then there is a clock)
 * @param clockMillis     each player's time for a whole game, 0 for no clock; out of time loses the game
 * @param incrementMillis the time added to a player's clock after each of its moves (0 without a clock)
 * @param openings        the positions the games start from, in the game's notation; empty for the game's
 *                        initial position (unless {@code openingsFile} names them)
 * @param openingsFile    a file of openings (one a line, {@code #} comments) in the platform's data folder, as a
 *                        path relative to that folder that stays inside it; null for none. Read once, when the
 *                        match starts; not with {@code openings}
 */
public record MatchSetup(String game, Map<String, String> variant, String a, String b, int games, long moveMillis,
        long clockMillis, long incrementMillis, List<String> openings, String openingsFile) {
    /**
     * Copies the variant and the openings.
     */
    public MatchSetup {
        variant = Map.copyOf(variant);
        openings = List.copyOf(openings);
    }
}
