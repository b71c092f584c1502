package org.stratagem.launcher.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What is written of a match, and all that is needed to take it up again: the game and its variant, the
 * players, the number of games, the time control and the openings, A's result of every game played, and
 * the moves of the game in progress. A file written before the variant, the clock and the openings were
 * kept reads as none of them.
 *
 * @param id              the match's id
 * @param game            the game's id
 * @param variant         the game's variant options, by name
 * @param a               player A's configuration
 * @param b               player B's configuration
 * @param games           the number of games to play
 * @param moveMillis      the limit on every move, 0 for none
 * @param clockMillis     each player's time for a game, 0 for no clock
 * @param incrementMillis the time added to a player's clock after each of its moves
 * @param openings        the positions the games start from; empty for the game's initial position
 * @param created         when the match was started, in milliseconds since the epoch (orders the matches)
 * @param status          {@code running} (also while the platform is down: it goes on when the platform
 *                        starts), {@code stopped}, {@code finished} or {@code failed}
 * @param results         A's result of every game played ({@code win end}, {@code loss forfeit}, ...)
 * @param moves           the moves of the game in progress, in the game's notation
 * @param message         why the match failed or was left stopped, or null
 */
record StoredMatch(String id, String game, Map<String, String> variant, String a, String b, int games, long moveMillis,
        long clockMillis, long incrementMillis, List<String> openings, long created, String status,
        List<String> results, List<String> moves, String message) implements StoredFolder.Stored {
    StoredMatch {
        variant = variant == null ? Map.of() : Map.copyOf(variant);
        openings = openings == null ? List.of() : List.copyOf(openings);
        results = List.copyOf(results);
        moves = List.copyOf(moves);
    }

    @Override
    public boolean complete() {
        return game != null && a != null && b != null && status != null;
    }

    /** @return the position the game in progress starts from: each opening twice in turn, else the initial one */
    String start() {
        return openings.isEmpty() ? "" : openings.get(results.size() / 2 % openings.size());
    }

    /** @return this match with that status and message */
    StoredMatch withStatus(String changed, String why) {
        return new StoredMatch(id, game, variant, a, b, games, moveMillis, clockMillis, incrementMillis, openings, created,
                changed, results, moves, why);
    }

    /** @return this match with one more move in the game in progress */
    StoredMatch withMove(String move) {
        List<String> made = new ArrayList<>(moves);
        made.add(move);
        return new StoredMatch(id, game, variant, a, b, games, moveMillis, clockMillis, incrementMillis, openings, created,
                status, results, made, message);
    }

    /** @return this match with the game in progress ended by that result, and no game in progress */
    StoredMatch withResult(String result) {
        List<String> played = new ArrayList<>(results);
        played.add(result);
        return new StoredMatch(id, game, variant, a, b, games, moveMillis, clockMillis, incrementMillis, openings, created,
                status, played, List.of(), message);
    }
}
