package org.stratagem.web.api;

import java.util.Map;

/**
 * An event of a session or a match, for its watchers ({@link SessionService#watch}, {@link MatchService#watch}).
 *
 * @param type {@code progress}, {@code search} or {@code state} of a session; {@code move} or {@code state} of a match
 * @param data its fields, as JSON would hold them
 */
public record SessionEvent(String type, Map<String, Object> data) {
}
