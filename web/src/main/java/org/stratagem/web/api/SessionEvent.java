package org.stratagem.web.api;

import java.util.Map;

/**
 * An event of a session, for its watchers ({@link SessionService#watch}).
 *
 * @param type {@code progress}, {@code search} or {@code state}
 * @param data its fields, as JSON would hold them
 */
public record SessionEvent(String type, Map<String, Object> data) {
}
