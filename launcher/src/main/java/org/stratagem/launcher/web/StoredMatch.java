package org.stratagem.launcher.web;

import java.util.ArrayList;
import java.util.List;

/**
 * What is written of a match, and all that is needed to take it up again: the game, the players, the
 * number of games and the time a move, A's result of every game played, and the moves of the game in
 * progress.
 *
 * @param id         the match's id
 * @param game       the game's id
 * @param a          player A's configuration
 * @param b          player B's configuration
 * @param games      the number of games to play
 * @param moveMillis the time a move
 * @param created    when the match was started, in milliseconds since the epoch (orders the matches)
 * @param status     {@code running}, {@code stopped}, {@code finished} or {@code failed}
 * @param results    A's result of every game played ({@code win end}, {@code loss forfeit}, ...)
 * @param moves      the moves of the game in progress, in the game's notation
 * @param message    why the match failed, or null
 */
record StoredMatch(String id, String game, String a, String b, int games, long moveMillis, long created, String status,
        List<String> results, List<String> moves, String message) implements StoredFolder.Stored {
    StoredMatch {
        results = List.copyOf(results);
        moves = List.copyOf(moves);
    }

    @Override
    public boolean complete() {
        return game != null && a != null && b != null && status != null;
    }

    /** @return this match with that status and message */
    StoredMatch withStatus(String changed, String why) {
        return new StoredMatch(id, game, a, b, games, moveMillis, created, changed, results, moves, why);
    }

    /** @return this match with one more move in the game in progress */
    StoredMatch withMove(String move) {
        List<String> made = new ArrayList<>(moves);
        made.add(move);
        return new StoredMatch(id, game, a, b, games, moveMillis, created, status, results, made, message);
    }

    /** @return this match with the game in progress ended by that result, and no game in progress */
    StoredMatch withResult(String result) {
        List<String> played = new ArrayList<>(results);
        played.add(result);
        return new StoredMatch(id, game, a, b, games, moveMillis, created, status, played, List.of(), message);
    }
}
