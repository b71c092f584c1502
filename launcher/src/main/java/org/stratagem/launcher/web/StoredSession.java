package org.stratagem.launcher.web;

import java.util.List;
import java.util.Map;
import org.stratagem.web.api.SessionSettings;

/**
 * What is written of a session, and all that is needed to bring it back: the game, its variant, the
 * start position as given, the moves played and the engine's settings.
 *
 * @param id       the session's id
 * @param game     the game's id
 * @param variant  the game's variant options
 * @param start    the start position, as given
 * @param moves    the moves played from the start, in the game's notation
 * @param settings the engine's settings
 * @param created  when the session was created, in milliseconds since the epoch (orders the sessions)
 */
record StoredSession(String id, String game, Map<String, String> variant, String start, List<String> moves,
        SessionSettings settings, long created) implements StoredFolder.Stored {
    StoredSession {
        variant = Map.copyOf(variant);
        moves = List.copyOf(moves);
    }

    @Override
    public boolean complete() {
        return game != null;
    }

    /** @return this session with those moves */
    StoredSession withMoves(List<String> played) {
        return new StoredSession(id, game, variant, start, played, settings, created);
    }

    /** @return this session with those settings */
    StoredSession withSettings(SessionSettings changed) {
        return new StoredSession(id, game, variant, start, moves, changed, created);
    }
}
