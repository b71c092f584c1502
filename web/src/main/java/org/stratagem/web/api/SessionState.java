package org.stratagem.web.api;

import java.util.List;
import java.util.Map;

/**
 * A session as it is now.
 *
 * @param id       its id
 * @param game     the game's id
 * @param variant  the game's variant options
 * @param start    the start position, as it was given
 * @param position the position now, in the game's notation
 * @param moves    the moves played from the start, in the game's notation
 * @param over     whether the game is over
 * @param thinking whether a search of the session is running
 * @param settings the engine's settings
 * @param search   the report of the last search, as {@code analyze --json} prints it, or null
 */
public record SessionState(String id, String game, Map<String, String> variant, String start, String position,
        List<String> moves, boolean over, boolean thinking, SessionSettings settings, Map<String, Object> search) {
}
